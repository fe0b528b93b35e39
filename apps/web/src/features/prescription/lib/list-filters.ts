import type { PrescriptionListQuery } from '@rxdesk/contract/prescriptions';
import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules';

/* The prescription list's filters live in the address (`?state=3&keyword=…&page_no=2`) so a
 * reload keeps the view, a link can open "awaiting audit", and the tab strip returns to it.
 * Pure functions between the address, the filter state and the API's query. */

/** State tabs in the order shown: all, awaiting audit (the work), approved, rejected. */
export const STATE_TABS = ['all', '3', '1', '2'] as const;
export type StateTab = (typeof STATE_TABS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The advanced-search popover's filters. */
export interface AdvancedFilters {
  start_time?: number;
  end_time?: number;
  pharmacist_id?: number;
  overdue?: 1;
}

export interface RxListFilters extends AdvancedFilters {
  tab: StateTab;
  keyword: string;
  page_no: number;
  page_size: number;
}

export const EMPTY_FILTERS: RxListFilters = {
  tab: 'all',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const ADVANCED_KEYS = ['start_time', 'end_time', 'pharmacist_id', 'overdue'] as const;

function wholeNumber(raw: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Reads the address's query; anything unknown or malformed is dropped (the list opens unfiltered
 * rather than failing on a stale link). */
export function parseListSearch(search: URLSearchParams): RxListFilters {
  const state = search.get('state');
  const pageSize = wholeNumber(search.get('page_size'), 1, 100);
  return withoutUndefined<RxListFilters>({
    tab: (STATE_TABS as readonly string[]).includes(state ?? '') ? (state as StateTab) : 'all',
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    page_no: wholeNumber(search.get('page_no'), 1, 100_000) ?? 1,
    page_size:
      pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
    pharmacist_id: wholeNumber(search.get('pharmacist_id'), 1),
    overdue: search.get('overdue') === '1' ? 1 : undefined,
  });
}

/** The address query; defaults are left out so a plain list has a plain URL. */
export function toListSearch(filters: RxListFilters): string {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('state', filters.tab);
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const key of ADVANCED_KEYS) {
    const value = filters[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (filters.page_no > 1) search.set('page_no', String(filters.page_no));
  if (filters.page_size !== DEFAULT_PAGE_SIZE) search.set('page_size', String(filters.page_size));
  return search.toString();
}

/** GET …/prescriptionOrder/export params: the list's filters without paging. */
export function toExportQuery(filters: RxListFilters): Omit<PrescriptionListQuery, 'page_no' | 'page_size'> {
  return withoutUndefined({
    state: filters.tab === 'all' ? undefined : (Number(filters.tab) as 1 | 2 | 3),
    keyword: filters.keyword || undefined,
    start_time: filters.start_time,
    end_time: filters.end_time,
    pharmacist_id: filters.pharmacist_id,
    overdue: filters.overdue,
  });
}

/** GET …/prescriptionOrder params. */
export function toListQuery(filters: RxListFilters): PrescriptionListQuery {
  return { ...toExportQuery(filters), page_no: filters.page_no, page_size: filters.page_size };
}

/** Changing the tab, keyword or advanced filters starts again at page 1. */
export function withTab(filters: RxListFilters, tab: StateTab): RxListFilters {
  return { ...filters, tab, page_no: 1 };
}

export function withKeyword(filters: RxListFilters, keyword: string): RxListFilters {
  return { ...filters, keyword: keyword.trim().slice(0, KEYWORD_MAX_LENGTH), page_no: 1 };
}

export function withAdvanced(filters: RxListFilters, advanced: AdvancedFilters): RxListFilters {
  const base = Object.fromEntries(
    Object.entries(filters).filter(([key]) => !(ADVANCED_KEYS as readonly string[]).includes(key)),
  ) as unknown as RxListFilters;
  return withoutUndefined({ ...base, ...advanced, page_no: 1 });
}

export function withPage(filters: RxListFilters, pageNo: number, pageSize: number): RxListFilters {
  // A new page size restarts at page 1: the old page number may not exist any more.
  return { ...filters, page_no: pageSize === filters.page_size ? pageNo : 1, page_size: pageSize };
}

export function advancedOf(filters: RxListFilters): AdvancedFilters {
  return withoutUndefined(
    Object.fromEntries(ADVANCED_KEYS.map((key) => [key, filters[key]])) as AdvancedFilters,
  );
}

/** How many advanced filters are in force (the time range counts once). */
export function activeAdvancedCount(filters: AdvancedFilters): number {
  const time = filters.start_time !== undefined || filters.end_time !== undefined ? 1 : 0;
  return time + (filters.pharmacist_id !== undefined ? 1 : 0) + (filters.overdue !== undefined ? 1 : 0);
}
