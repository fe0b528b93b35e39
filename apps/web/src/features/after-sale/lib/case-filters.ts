import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type AfterSaleListQuery,
  type AfterSaleStatus,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import {
  advancedCount,
  DEFAULT_PAGE_SIZE,
  definedOf,
  oneOf,
  tabKeywordOf,
  toAddressQuery,
  wholeNumber,
  withoutUndefined,
  type Paging,
} from '../../../shared/lists/list-params.ts';

/* The service list's filters live in the address (`?tab=awaiting&keyword=…&service_type=…`): the
 * dashboard links to the cases waiting for the shop, a reload keeps the view. These pure functions
 * translate between the address, the filter state and the API's query. */

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
export const CASE_ADVANCED_KEYS = ['service_type', 'start_time', 'end_time'] as const;

export interface CaseFilters extends CaseAdvanced, Paging {
  tab: CaseTab;
  /** service_sn, order_sn or the buyer's mobile (exact), or part of the buyer's name */
  keyword: string;
}

export const EMPTY_CASE_FILTERS: CaseFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const CASE_TAB_PARAM = { tabs: CASE_TABS, all: 'ALL' } as const;

export function parseCaseSearch(search: URLSearchParams): CaseFilters {
  return withoutUndefined({
    ...tabKeywordOf(search, CASE_TAB_PARAM),
    service_type: oneOf(SERVICE_TYPES, search.get('service_type')),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
  });
}

export function toCaseSearch(filters: CaseFilters): string {
  return toAddressQuery(filters, CASE_TAB_PARAM, CASE_ADVANCED_KEYS);
}

/** GET seller/after-sales params: ALL is no filter, `awaiting` is awaiting=1, a status tab is
 * service_status; an empty keyword is no keyword. */
export function toCaseQuery(filters: CaseFilters): AfterSaleListQuery {
  const query: AfterSaleListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab === 'awaiting') query.awaiting = 1;
  else if ((SERVICE_STATUSES as readonly string[]).includes(filters.tab))
    query.service_status = filters.tab as AfterSaleStatus;
  if (filters.keyword) query.keyword = filters.keyword;
  return { ...query, ...caseAdvancedOf(filters) };
}

export function caseAdvancedOf(filters: CaseFilters): CaseAdvanced {
  return definedOf(filters, CASE_ADVANCED_KEYS);
}

/** How many advanced filters are in force (the time range counts once). */
export function caseAdvancedCount(filters: CaseAdvanced): number {
  return advancedCount(filters, ['service_type']);
}
