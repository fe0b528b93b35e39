import { SORDER_STATUSES, type SorderListQuery, type SorderStatus } from '@rxdesk/contract/orders/drop-ship';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { SORDER_LIST_PATH } from './sorder-links.ts';

/* The drop-ship list's filters live in the address (`?status=SHIPPED&keyword=…&page_no=2`), like
 * the order list's: a reload keeps the view and the tab strip returns to it. */

export type SorderTab = 'ALL' | SorderStatus;

/** Status tabs, in the order a sub-order moves through them. */
export const SORDER_TABS: readonly SorderTab[] = ['ALL', ...SORDER_STATUSES];

export interface SorderAdvanced {
  start_time?: number;
  end_time?: number;
  supplier_id?: number;
}

export type SorderFilters = ListFilters<SorderTab, SorderAdvanced>;

export const sorderList = defineListFilters<SorderTab, SorderAdvanced, SorderListQuery>({
  path: SORDER_LIST_PATH,
  tab: { tabs: SORDER_TABS, all: 'ALL', param: 'status' },
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
    supplier_id: (raw) => wholeNumber(raw, 1),
  },
  // GET seller/trade/sorders: ALL is the absence of a status.
  tabQuery: (tab) => ({ status: tab as SorderStatus }),
});
