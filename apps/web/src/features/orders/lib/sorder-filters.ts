import { SORDER_STATUSES, type SorderListQuery, type SorderStatus } from '@rxdesk/contract/orders/drop-ship';
import {
  advancedCount,
  cleanKeyword,
  DEFAULT_PAGE_SIZE,
  definedOf,
  tabKeywordOf,
  toAddressQuery,
  wholeNumber,
  withFilters,
  withoutUndefined,
  type TabKeywordFilters,
} from '../../../shared/lists/list-params.ts';

/* The drop-ship list's filters live in the address (`?status=SHIPPED&keyword=…&page_no=2`), like
 * the order list's: a reload keeps the view and the tab strip returns to it. These pure functions
 * translate between the address, the filter state and the API's query. */

export type SorderTab = 'ALL' | SorderStatus;

/** Status tabs, in the order a sub-order moves through them. */
export const SORDER_TABS: readonly SorderTab[] = ['ALL', ...SORDER_STATUSES];

export interface SorderAdvanced {
  start_time?: number;
  end_time?: number;
  supplier_id?: number;
}

export interface SorderFilters extends SorderAdvanced, TabKeywordFilters<SorderTab> {}

export const EMPTY_SORDER_FILTERS: SorderFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const ADVANCED_KEYS = ['start_time', 'end_time', 'supplier_id'] as const;
const TAB_PARAM = { tabs: SORDER_TABS, all: 'ALL', param: 'status' } as const;

export function isSorderTab(value: unknown): value is SorderTab {
  return typeof value === 'string' && (SORDER_TABS as readonly string[]).includes(value);
}

/** Reads the address's query; anything unknown or malformed is dropped, not an error. */
export function parseSorderSearch(search: URLSearchParams): SorderFilters {
  return withoutUndefined({
    ...tabKeywordOf(search, TAB_PARAM),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
    supplier_id: wholeNumber(search.get('supplier_id'), 1),
  });
}

/** The address query; defaults are left out so the plain list has a plain URL. */
export function toSorderSearch(filters: SorderFilters): string {
  return toAddressQuery(filters, TAB_PARAM, ADVANCED_KEYS);
}

/** GET seller/trade/sorders params: ALL is the absence of a status. */
export function toSorderQuery(filters: SorderFilters): SorderListQuery {
  const query: SorderListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab !== 'ALL') query.status = filters.tab;
  if (filters.keyword) query.keyword = filters.keyword;
  return { ...query, ...sorderAdvancedOf(filters) };
}

/** Changing the tab, the keyword or the advanced filters starts again at page 1. */
export function withSorderTab(filters: SorderFilters, tab: SorderTab): SorderFilters {
  return withFilters(filters, { tab });
}

export function withSorderKeyword(filters: SorderFilters, keyword: string): SorderFilters {
  return withFilters(filters, { keyword: cleanKeyword(keyword) });
}

export function withSorderAdvanced(filters: SorderFilters, advanced: SorderAdvanced): SorderFilters {
  return withFilters(filters, advanced, ADVANCED_KEYS);
}

export function sorderAdvancedOf(filters: SorderFilters): SorderAdvanced {
  return definedOf(filters, ADVANCED_KEYS);
}

/** How many advanced filters are in force (the time range counts once). */
export function activeSorderAdvanced(filters: SorderAdvanced): number {
  return advancedCount(filters, ['supplier_id']);
}
