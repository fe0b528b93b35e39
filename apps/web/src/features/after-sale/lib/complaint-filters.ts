import {
  COMPLAINT_STATUSES,
  type ComplaintListQuery,
  type ComplaintStatus,
} from '@rxdesk/contract/after-sale/complaints';
import { COMPLAINT_LIST_PATH } from '../../../shared/after-sale/after-sale-links.ts';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';

/* The complaint list's filters, kept in the address like the other lists'. */

/** `overdue`: new complaints past the 24-hour reply deadline — the ones to answer first. */
export const COMPLAINT_TABS = [
  'ALL',
  'overdue',
  'NEW',
  'REPLIED',
  'ESCALATED',
  'CLOSED',
] as const satisfies readonly ('ALL' | 'overdue' | ComplaintStatus)[];
export type ComplaintTab = (typeof COMPLAINT_TABS)[number];

export interface ComplaintAdvanced {
  start_time?: number;
  end_time?: number;
}

/** keyword: order_sn (exact) or part of the subject */
export type ComplaintFilters = ListFilters<ComplaintTab, ComplaintAdvanced>;

export const complaintList = defineListFilters<
  ComplaintTab,
  ComplaintAdvanced,
  Omit<ComplaintListQuery, 'page_no' | 'page_size'>
>({
  path: COMPLAINT_LIST_PATH,
  tab: { tabs: COMPLAINT_TABS, all: 'ALL' },
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
  // GET seller/complaints: `overdue` is overdue=1, a status tab is `status`.
  tabQuery: (tab) =>
    tab === 'overdue'
      ? { overdue: 1 }
      : (COMPLAINT_STATUSES as readonly string[]).includes(tab)
        ? { status: tab as ComplaintStatus }
        : {},
});
