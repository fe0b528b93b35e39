import type { SupplierListQuery } from '@rxdesk/contract/goods/suppliers';

/** Query keys of the suppliers screen; every change invalidates `all`. */
export const supplierKeys = {
  all: ['goods', 'suppliers'] as const,
  list: (params: SupplierListQuery) => [...supplierKeys.all, 'list', params] as const,
};
