import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type AfterSaleListQuery,
  type AfterSaleStatus,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import { POINT_SERVICE_LIST_PATH, SERVICE_LIST_PATH } from '../../../shared/after-sale/after-sale-links.ts';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';

/* The service list's filters live in the address (`?tab=awaiting&keyword=…&service_type=…`): the
 * dashboard links to the cases waiting for the shop, a reload keeps the view. */

/** `awaiting`: the cases whose next step is the shop's (the top-bar counter's cases); then one tab
 * per status, in the order a case moves through them. */
export const CASE_TABS = [
  'ALL',
  'awaiting',
  'APPLY',
  'PASS',
  'SHIPPED_BACK',
  'STOCK_IN',
  'REFUNDING',
  'COMPLETED',
  'REFUSE',
  'CLOSED',
] as const satisfies readonly ('ALL' | 'awaiting' | AfterSaleStatus)[];
export type CaseTab = (typeof CASE_TABS)[number];

export interface CaseAdvanced {
  service_type?: ServiceType;
  start_time?: number;
  end_time?: number;
}

/** keyword: service_sn, order_sn or the buyer's mobile (exact), or part of the buyer's name */
export type CaseFilters = ListFilters<CaseTab, CaseAdvanced>;

/** The filters of a service list at `path` (the after-sale one, and the points mall's). */
const caseListAt = (path: string) =>
  defineListFilters<CaseTab, CaseAdvanced, Omit<AfterSaleListQuery, 'page_no' | 'page_size'>>({
    path,
    tab: { tabs: CASE_TABS, all: 'ALL' },
    advanced: {
      service_type: (raw) => oneOf(SERVICE_TYPES, raw),
      start_time: (raw) => wholeNumber(raw, 0),
      end_time: (raw) => wholeNumber(raw, 0),
    },
    // GET seller/after-sales: `awaiting` is awaiting=1, a status tab is service_status.
    tabQuery: (tab) =>
      tab === 'awaiting'
        ? { awaiting: 1 }
        : (SERVICE_STATUSES as readonly string[]).includes(tab)
          ? { service_status: tab as AfterSaleStatus }
          : {},
  });

export const caseList = caseListAt(SERVICE_LIST_PATH);
export const pointCaseList = caseListAt(POINT_SERVICE_LIST_PATH);
