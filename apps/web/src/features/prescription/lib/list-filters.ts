import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';
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

/* The prescription list's filters live in the address (`?state=3&keyword=…&page_no=2`) so a
 * reload keeps the view, a link can open "awaiting audit", and the tab strip returns to it.
 * Pure functions between the address, the filter state and the API's query. */

/** State tabs in the order shown: all, awaiting audit (the work), approved, rejected. */
export const STATE_TABS = ['all', '3', '1', '2'] as const;
export type StateTab = (typeof STATE_TABS)[number];

/** The advanced-search popover's filters. */
export interface AdvancedFilters {
  start_time?: number;
  end_time?: number;
  pharmacist_id?: number;
  overdue?: 1;
}

export interface RxListFilters extends AdvancedFilters, TabKeywordFilters<StateTab> {}

export const EMPTY_FILTERS: RxListFilters = {
  tab: 'all',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const ADVANCED_KEYS = ['start_time', 'end_time', 'pharmacist_id', 'overdue'] as const;
const TAB_PARAM = { tabs: STATE_TABS, all: 'all', param: 'state' } as const;

/** Reads the address's query; anything unknown or malformed is dropped (the list opens unfiltered
 * rather than failing on a stale link). */
export function parseListSearch(search: URLSearchParams): RxListFilters {
  return withoutUndefined<RxListFilters>({
    ...tabKeywordOf(search, TAB_PARAM),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
    pharmacist_id: wholeNumber(search.get('pharmacist_id'), 1),
    overdue: search.get('overdue') === '1' ? 1 : undefined,
  });
}

/** The address query; defaults are left out so a plain list has a plain URL. */
export function toListSearch(filters: RxListFilters): string {
  return toAddressQuery(filters, TAB_PARAM, ADVANCED_KEYS);
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
  return withFilters(filters, { tab });
}

export function withKeyword(filters: RxListFilters, keyword: string): RxListFilters {
  return withFilters(filters, { keyword: cleanKeyword(keyword) });
}

export function withAdvanced(filters: RxListFilters, advanced: AdvancedFilters): RxListFilters {
  return withFilters(filters, advanced, ADVANCED_KEYS);
}

export function advancedOf(filters: RxListFilters): AdvancedFilters {
  return definedOf(filters, ADVANCED_KEYS);
}

/** How many advanced filters are in force (the time range counts once). */
export function activeAdvancedCount(filters: AdvancedFilters): number {
  return advancedCount(filters, ['pharmacist_id', 'overdue']);
}
