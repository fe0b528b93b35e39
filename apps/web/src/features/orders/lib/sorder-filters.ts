import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules';
import { SORDER_STATUSES, type SorderListQuery, type SorderStatus } from '@rxdesk/contract/supplier-orders';

/* The drop-ship list's filters live in the address (`?status=SHIPPED&keyword=…&page_no=2`), like
 * the order list's: a reload keeps the view and the tab strip returns to it. These pure functions
 * translate between the address, the filter state and the API's query. */

export type SorderTab = 'ALL' | SorderStatus;

/** Status tabs, in the order a sub-order moves through them. */
export const SORDER_TABS: readonly SorderTab[] = ['ALL', ...SORDER_STATUSES];

export const SORDER_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;

export interface SorderAdvanced {
  start_time?: number;
  end_time?: number;
  supplier_id?: number;
}

export interface SorderFilters extends SorderAdvanced {
  tab: SorderTab;
  keyword: string;
  page_no: number;
  page_size: number;
}

export const EMPTY_SORDER_FILTERS: SorderFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const ADVANCED_KEYS = ['start_time', 'end_time', 'supplier_id'] as const;

export function isSorderTab(value: unknown): value is SorderTab {
  return typeof value === 'string' && (SORDER_TABS as readonly string[]).includes(value);
}

function wholeNumber(raw: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Reads the address's query; anything unknown or malformed is dropped, not an error. */
export function parseSorderSearch(search: URLSearchParams): SorderFilters {
  const tab = search.get('status');
  const pageSize = wholeNumber(search.get('page_size'), 1, 100);
  return withoutUndefined({
    tab: isSorderTab(tab) ? tab : 'ALL',
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    page_no: wholeNumber(search.get('page_no'), 1, 100_000) ?? 1,
    page_size:
      pageSize !== undefined && (SORDER_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
    supplier_id: wholeNumber(search.get('supplier_id'), 1),
  });
}

/** The address query; defaults are left out so the plain list has a plain URL. */
export function toSorderSearch(filters: SorderFilters): string {
  const search = new URLSearchParams();
  if (filters.tab !== 'ALL') search.set('status', filters.tab);
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const key of ADVANCED_KEYS) {
    const value = filters[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (filters.page_no > 1) search.set('page_no', String(filters.page_no));
  if (filters.page_size !== DEFAULT_PAGE_SIZE) search.set('page_size', String(filters.page_size));
  return search.toString();
}

/** GET seller/trade/sorders params: ALL is the absence of a status. */
export function toSorderQuery(filters: SorderFilters): SorderListQuery {
  const query: SorderListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab !== 'ALL') query.status = filters.tab;
  if (filters.keyword) query.keyword = filters.keyword;
  for (const key of ADVANCED_KEYS) {
    const value = filters[key];
    if (value !== undefined) query[key] = value;
  }
  return query;
}

/** Changing the tab, the keyword or the advanced filters starts again at page 1. */
export function withSorderTab(filters: SorderFilters, tab: SorderTab): SorderFilters {
  return { ...filters, tab, page_no: 1 };
}

export function withSorderKeyword(filters: SorderFilters, keyword: string): SorderFilters {
  return { ...filters, keyword: keyword.trim().slice(0, KEYWORD_MAX_LENGTH), page_no: 1 };
}

export function withSorderAdvanced(filters: SorderFilters, advanced: SorderAdvanced): SorderFilters {
  const base = Object.fromEntries(
    Object.entries(filters).filter(([key]) => !(ADVANCED_KEYS as readonly string[]).includes(key)),
  ) as unknown as SorderFilters;
  return withoutUndefined({ ...base, ...advanced, page_no: 1 });
}

export function withSorderPage(filters: SorderFilters, pageNo: number, pageSize: number): SorderFilters {
  return { ...filters, page_no: pageSize === filters.page_size ? pageNo : 1, page_size: pageSize };
}

export function sorderAdvancedOf(filters: SorderFilters): SorderAdvanced {
  return withoutUndefined({
    start_time: filters.start_time,
    end_time: filters.end_time,
    supplier_id: filters.supplier_id,
  });
}

/** How many advanced filters are in force (the time range counts once). */
export function activeSorderAdvanced(filters: SorderAdvanced): number {
  const time = filters.start_time !== undefined || filters.end_time !== undefined ? 1 : 0;
  return time + (filters.supplier_id !== undefined ? 1 : 0);
}
