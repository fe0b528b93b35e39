import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules/rules';
import { PAGE_SIZES } from '@rxdesk/contract/common/page-sizes';

/* List screens keep their filters in the address (`?tab=…&keyword=…&page_no=2`): a link opens a
 * filtered list, a reload keeps the view, the tab strip returns to it. These pure helpers read and
 * write the parts every list shares; anything unknown or malformed in a hand-edited or stale link
 * is dropped, so the list opens unfiltered rather than failing. */

export { PAGE_SIZES };
export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  page_no: number;
  page_size: number;
}

export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export function wholeNumber(
  raw: string | null,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** §9: the keyword as the API takes it — trimmed, at most 80 characters. */
export function cleanKeyword(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
}

export function pagingOf(search: URLSearchParams): Paging {
  const size = wholeNumber(search.get('page_size'), 1, 100);
  return {
    page_no: wholeNumber(search.get('page_no'), 1, 100_000) ?? 1,
    page_size:
      size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes paging into an address query, leaving the defaults out so a plain list has a plain URL. */
export function setPaging(search: URLSearchParams, paging: Paging): void {
  if (paging.page_no > 1) search.set('page_no', String(paging.page_no));
  if (paging.page_size !== DEFAULT_PAGE_SIZE) search.set('page_size', String(paging.page_size));
}

/** A new page size restarts at page 1: the old page number may not exist any more. */
export function withPage<F extends Paging>(filters: F, pageNo: number, pageSize: number): F {
  return { ...filters, page_no: pageSize === filters.page_size ? pageNo : 1, page_size: pageSize };
}

/** Changing a filter starts again at page 1. `replace` names the filters the patch stands in for
 * as a whole (an advanced-search form that was reset leaves none of them). */
export function withFilters<F extends Paging>(
  filters: F,
  patch: Partial<F>,
  replace: readonly (keyof F)[] = [],
): F {
  const base: Partial<F> = { ...filters };
  for (const key of replace) delete base[key];
  return withoutUndefined({ ...base, ...patch, page_no: 1 } as F);
}

/** The count shown on a tab: unknown while the counts load, and a counter the server left out
 * (no rows in that state) reads as 0. */
export function tabCount(counts: Record<string, number> | undefined, key: string): number | undefined {
  if (!counts) return undefined;
  return counts[key] ?? 0;
}

/** The filters every list has: a status tab, the keyword box and paging. */
export interface TabKeywordFilters<T extends string> extends Paging {
  tab: T;
  keyword: string;
}

/** How a list names its tab in the address and which tab is "no filter". */
export interface TabParam<T extends string> {
  tabs: readonly T[];
  all: T;
  /** the address parameter holding the tab; `tab` unless the list says otherwise */
  param?: string;
}

/** Reads tab, keyword and paging from an address query (an unknown tab is the "all" tab). */
export function tabKeywordOf<T extends string>(
  search: URLSearchParams,
  tab: TabParam<T>,
): TabKeywordFilters<T> {
  return {
    tab: oneOf(tab.tabs, search.get(tab.param ?? 'tab')) ?? tab.all,
    keyword: cleanKeyword(search.get('keyword')),
    ...pagingOf(search),
  };
}

/** The address query of a list: tab, keyword, the set filters of `keys`, paging — defaults are
 * left out so a plain list has a plain URL. */
export function toAddressQuery<F extends TabKeywordFilters<string>>(
  filters: F,
  tab: Omit<TabParam<string>, 'tabs'>,
  keys: readonly (keyof F & string)[],
): string {
  const search = new URLSearchParams();
  if (filters.tab !== tab.all) search.set(tab.param ?? 'tab', filters.tab);
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const [key, value] of Object.entries(definedOf(filters, keys))) search.set(key, String(value));
  setPaging(search, filters);
  return search.toString();
}

/** The filters of `keys` that are set (an area's advanced filters, or their part of a query). */
export function definedOf<F extends object, K extends keyof F>(filters: F, keys: readonly K[]): Pick<F, K> {
  return withoutUndefined(Object.fromEntries(keys.map((key) => [key, filters[key]])) as Pick<F, K>);
}

/** How many advanced filters are in force: the time range counts once, each of `others` once. */
export function advancedCount<F extends { start_time?: number; end_time?: number }>(
  filters: F,
  others: readonly (keyof F)[],
): number {
  const time = filters.start_time !== undefined || filters.end_time !== undefined ? 1 : 0;
  return time + others.filter((key) => filters[key] !== undefined).length;
}
