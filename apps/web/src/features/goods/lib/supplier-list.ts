import type { SupplierListQuery } from '@rxdesk/contract/goods/suppliers';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { SUPPLIER_LIST_PATH } from './extras-links.ts';

/* The suppliers list: tabs all / in use / disabled and a keyword, kept in the address. */

export type SupplierTab = 'ALL' | 'ENABLED' | 'DISABLED';
export const SUPPLIER_TABS: readonly SupplierTab[] = ['ALL', 'ENABLED', 'DISABLED'];

export type SupplierFilters = ListFilters<SupplierTab, Record<string, never>>;

export const supplierList = defineListFilters<
  SupplierTab,
  Record<string, never>,
  Omit<SupplierListQuery, 'page_no' | 'page_size'>
>({
  path: SUPPLIER_LIST_PATH,
  tab: { tabs: SUPPLIER_TABS, all: 'ALL', param: 'status' },
  advanced: {},
  tabQuery: (tab) => ({ disabled: tab === 'DISABLED' ? 1 : 0 }),
});
