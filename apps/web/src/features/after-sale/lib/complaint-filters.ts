import {
  COMPLAINT_STATUSES,
  type ComplaintListQuery,
  type ComplaintStatus,
} from '@rxdesk/contract/after-sale/complaints';
import {
  DEFAULT_PAGE_SIZE,
  definedOf,
  tabKeywordOf,
  toAddressQuery,
  wholeNumber,
  withoutUndefined,
  type Paging,
} from '../../../shared/lists/list-params.ts';

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

export interface ComplaintFilters extends Paging {
  tab: ComplaintTab;
  /** order_sn (exact) or part of the subject */
  keyword: string;
  start_time?: number;
  end_time?: number;
}

export const EMPTY_COMPLAINT_FILTERS: ComplaintFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const COMPLAINT_TAB_PARAM = { tabs: COMPLAINT_TABS, all: 'ALL' } as const;

export function parseComplaintSearch(search: URLSearchParams): ComplaintFilters {
  return withoutUndefined({
    ...tabKeywordOf(search, COMPLAINT_TAB_PARAM),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
  });
}

export function toComplaintSearch(filters: ComplaintFilters): string {
  return toAddressQuery(filters, COMPLAINT_TAB_PARAM, ['start_time', 'end_time']);
}

/** GET seller/complaints params: `overdue` is overdue=1, a status tab is `status`. */
export function toComplaintQuery(filters: ComplaintFilters): ComplaintListQuery {
  const query: ComplaintListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab === 'overdue') query.overdue = 1;
  else if ((COMPLAINT_STATUSES as readonly string[]).includes(filters.tab))
    query.status = filters.tab as ComplaintStatus;
  if (filters.keyword) query.keyword = filters.keyword;
  return { ...query, ...definedOf(filters, ['start_time', 'end_time']) };
}
