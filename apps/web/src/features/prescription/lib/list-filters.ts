import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { PRESCRIPTION_LIST_PATH } from './links.ts';

/* The prescription list's filters live in the address (`?state=3&keyword=…&page_no=2`) so a
 * reload keeps the view, a link can open "awaiting audit", and the tab strip returns to it. */

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

export type RxListFilters = ListFilters<StateTab, AdvancedFilters>;

export const prescriptionList = defineListFilters<
  StateTab,
  AdvancedFilters,
  Omit<PrescriptionListQuery, 'page_no' | 'page_size'>
>({
  path: PRESCRIPTION_LIST_PATH,
  tab: { tabs: STATE_TABS, all: 'all', param: 'state' },
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
    pharmacist_id: (raw) => wholeNumber(raw, 1),
    overdue: (raw) => (raw === '1' ? 1 : undefined),
  },
  // GET …/prescriptionOrder: a state tab is its number.
  tabQuery: (tab) => ({ state: Number(tab) as 1 | 2 | 3 }),
});
