import {
  advancedCount,
  cleanKeyword,
  DEFAULT_PAGE_SIZE,
  definedOf,
  tabKeywordOf,
  toAddressQuery,
  withFilters,
  withoutUndefined,
  type Paging,
  type TabKeywordFilters,
  type TabParam,
} from './list-params.ts';

/* One declaration per list screen: its address, its tabs, its advanced filters (each with the
 * reader that takes it from the address) and what a tab means to the API. Everything else a list
 * does with its filters (read and write the address, start again at page 1, count the advanced
 * filters in force, clear them, build the API's query) follows from it, the same for every list. */

/** Reads one advanced filter from the address; anything malformed reads as undefined (dropped). */
export type ParamReader<V> = (raw: string | null) => V | undefined;

/** A list's filters: its tab, the keyword, paging and its advanced filters. */
export type ListFilters<T extends string, A extends object> = TabKeywordFilters<T> & A;

export interface ListFiltersSpec<T extends string, A extends object, Q extends object> {
  /** The list's own address: filters are read only there (see useAddressFilters). */
  path: string;
  /** The status tabs (an unknown tab in a link reads as `all`); a list without tabs leaves it out. */
  tab?: TabParam<T>;
  /** Each advanced filter, in the order the address writes them. */
  advanced: { [K in keyof A]-?: ParamReader<A[K]> };
  /** The API's parameters a tab stands for (`{}` for the "all" tab). */
  tabQuery?: (tab: T) => Partial<Q>;
}

export interface ListFiltersDef<T extends string, A extends object, Q extends object> {
  path: string;
  /** The tabs a link may name (also the tabs shown unless the screen shows fewer). */
  tabs: readonly T[];
  /** The plain list: "all" tab, no keyword, first page. */
  empty: ListFilters<T, A>;
  parse: (search: URLSearchParams) => ListFilters<T, A>;
  /** The address query; defaults are left out so a plain list has a plain URL. */
  toSearch: (filters: ListFilters<T, A>) => string;
  /** The API's query without paging (what the export sends). */
  toExportQuery: (filters: ListFilters<T, A>) => Q;
  /** The API's query of one page. */
  toQuery: (filters: ListFilters<T, A>) => Q & Paging;
  advancedOf: (filters: ListFilters<T, A>) => A;
  /** How many advanced filters are in force: the time range counts once, each other one once. */
  advancedCount: (advanced: A) => number;
  /** Is anything narrowing the list (keyword or advanced filters; the tab is not a filter)? */
  isFiltered: (filters: ListFilters<T, A>) => boolean;
  // Changing the tab, the keyword or the advanced filters starts again at page 1.
  withTab: (filters: ListFilters<T, A>, tab: T) => ListFilters<T, A>;
  withKeyword: (filters: ListFilters<T, A>, keyword: string) => ListFilters<T, A>;
  withAdvanced: (filters: ListFilters<T, A>, advanced: A) => ListFilters<T, A>;
  /** Keyword and advanced filters cleared; the tab and the page size stay. */
  cleared: (filters: ListFilters<T, A>) => ListFilters<T, A>;
}

const TIME_KEYS: readonly string[] = ['start_time', 'end_time'];

/** A list without tabs still has one "tab" that never reaches the address or the API. */
const NO_TABS: TabParam<'ALL'> = { tabs: ['ALL'], all: 'ALL' };

export function defineListFilters<T extends string, A extends object, Q extends object>(
  spec: ListFiltersSpec<T, A, Q>,
): ListFiltersDef<T, A, Q> {
  type F = ListFilters<T, A>;
  const tab = (spec.tab ?? NO_TABS) as TabParam<T>;
  const keys = Object.keys(spec.advanced) as (keyof A & string)[];
  const readers = spec.advanced as Record<string, ParamReader<unknown>>;
  const counted = keys.filter((key) => !TIME_KEYS.includes(key));
  const empty = { tab: tab.all, keyword: '', page_no: 1, page_size: DEFAULT_PAGE_SIZE } as F;

  const advancedOf = (filters: F): A => definedOf(filters as A, keys) as A;
  const count = (advanced: A): number =>
    advancedCount(advanced as { start_time?: number; end_time?: number }, counted as never[]);
  const toExportQuery = (filters: F): Q =>
    withoutUndefined({
      ...(filters.tab === tab.all ? {} : spec.tabQuery?.(filters.tab)),
      keyword: filters.keyword || undefined,
      ...advancedOf(filters),
    }) as unknown as Q;

  return {
    path: spec.path,
    tabs: tab.tabs,
    empty,
    parse: (search) =>
      withoutUndefined({
        ...tabKeywordOf(search, tab),
        ...Object.fromEntries(keys.map((key) => [key, readers[key]!(search.get(key))])),
      }) as F,
    toSearch: (filters) => toAddressQuery(filters, tab, keys as never[]),
    toExportQuery,
    toQuery: (filters) => ({
      ...toExportQuery(filters),
      page_no: filters.page_no,
      page_size: filters.page_size,
    }),
    advancedOf,
    advancedCount: count,
    isFiltered: (filters) => Boolean(filters.keyword) || count(advancedOf(filters)) > 0,
    withTab: (filters, next) => withFilters(filters, { tab: next } as Partial<F>),
    withKeyword: (filters, keyword) => withFilters(filters, { keyword: cleanKeyword(keyword) } as Partial<F>),
    withAdvanced: (filters, advanced) => withFilters(filters, advanced as Partial<F>, keys as (keyof F)[]),
    cleared: (filters) => ({ ...empty, tab: filters.tab, page_size: filters.page_size }),
  };
}
