import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type AfterSaleListQuery,
  type AfterSaleStatus,
  type ServiceType,
} from '@rxdesk/contract/after-sales';
import {
  cleanKeyword,
  DEFAULT_PAGE_SIZE,
  oneOf,
  pagingOf,
  setPaging,
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

export function parseCaseSearch(search: URLSearchParams): CaseFilters {
  return withoutUndefined({
    tab: oneOf(CASE_TABS, search.get('tab')) ?? 'ALL',
    keyword: cleanKeyword(search.get('keyword')),
    ...pagingOf(search),
    service_type: oneOf(SERVICE_TYPES, search.get('service_type')),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
  });
}

export function toCaseSearch(filters: CaseFilters): string {
  const search = new URLSearchParams();
  if (filters.tab !== 'ALL') search.set('tab', filters.tab);
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const key of CASE_ADVANCED_KEYS) {
    const value = filters[key];
    if (value !== undefined) search.set(key, String(value));
  }
  setPaging(search, filters);
  return search.toString();
}

/** GET seller/after-sales params: ALL is no filter, `awaiting` is awaiting=1, a status tab is
 * service_status; an empty keyword is no keyword. */
export function toCaseQuery(filters: CaseFilters): AfterSaleListQuery {
  const query: AfterSaleListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab === 'awaiting') query.awaiting = 1;
  else if ((SERVICE_STATUSES as readonly string[]).includes(filters.tab))
    query.service_status = filters.tab as AfterSaleStatus;
  if (filters.keyword) query.keyword = filters.keyword;
  for (const key of CASE_ADVANCED_KEYS) {
    const value = filters[key];
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}

export function caseAdvancedOf(filters: CaseFilters): CaseAdvanced {
  return withoutUndefined({
    service_type: filters.service_type,
    start_time: filters.start_time,
    end_time: filters.end_time,
  });
}

/** How many advanced filters are in force (the time range counts once). */
export function caseAdvancedCount(filters: CaseAdvanced): number {
  const time = filters.start_time !== undefined || filters.end_time !== undefined ? 1 : 0;
  return time + (filters.service_type !== undefined ? 1 : 0);
}
