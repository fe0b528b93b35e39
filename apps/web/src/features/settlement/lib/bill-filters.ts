import type { BillListQuery, BillState } from '@rxdesk/contract/settlement/settlement';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { BILL_LIST_PATH } from './settlement-links.ts';

/* The bill list's filters live in the address (`?tab=NEW&start_time=…`), like every list's. */

export const BILL_TABS = ['ALL', 'NEW', 'CONFIRMED', 'PAID'] as const;
export type BillTab = (typeof BILL_TABS)[number];

export interface BillAdvanced {
  start_time?: number;
  end_time?: number;
}

export const billList = defineListFilters<
  BillTab,
  BillAdvanced,
  Omit<BillListQuery, 'page_no' | 'page_size'>
>({
  path: BILL_LIST_PATH,
  tab: { tabs: BILL_TABS, all: 'ALL' },
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
  tabQuery: (tab) => ({ state: tab as BillState }),
});
