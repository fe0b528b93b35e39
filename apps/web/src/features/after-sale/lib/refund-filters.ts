import {
  REFUND_METHODS,
  REFUND_SOURCES,
  type RefundListQuery,
  type RefundMethod,
  type RefundSource,
  type RefundStatus,
} from '@rxdesk/contract/after-sale/after-sale';
import {
  advancedCount,
  DEFAULT_PAGE_SIZE,
  definedOf,
  oneOf,
  tabKeywordOf,
  toAddressQuery,
  wholeNumber,
  withoutUndefined,
  type Paging,
} from '../../../shared/lists/list-params.ts';

/* The refund list's filters, kept in the address like the service list's (a case or an order
 * links to its refunds with ?keyword=…). */

/** FAILED comes right after ALL: those are the ones that need the shop (retry or pay offline). */
export const REFUND_TABS = ['ALL', 'FAILED', 'PENDING', 'PROCESSING', 'SUCCESS'] as const satisfies readonly (
  'ALL' | RefundStatus
)[];
export type RefundTab = (typeof REFUND_TABS)[number];

export interface RefundAdvanced {
  method?: RefundMethod;
  source?: RefundSource;
  start_time?: number;
  end_time?: number;
}
export const REFUND_ADVANCED_KEYS = ['method', 'source', 'start_time', 'end_time'] as const;

export interface RefundFilters extends RefundAdvanced, Paging {
  tab: RefundTab;
  /** refund_sn, order_sn or service_sn (exact) */
  keyword: string;
}

export const EMPTY_REFUND_FILTERS: RefundFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const REFUND_TAB_PARAM = { tabs: REFUND_TABS, all: 'ALL' } as const;

export function parseRefundSearch(search: URLSearchParams): RefundFilters {
  return withoutUndefined({
    ...tabKeywordOf(search, REFUND_TAB_PARAM),
    method: oneOf(REFUND_METHODS, search.get('method')),
    source: oneOf(REFUND_SOURCES, search.get('source')),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
  });
}

export function toRefundSearch(filters: RefundFilters): string {
  return toAddressQuery(filters, REFUND_TAB_PARAM, REFUND_ADVANCED_KEYS);
}

/** GET seller/refunds params: a status tab is `status`; ALL and an empty keyword are left out. */
export function toRefundQuery(filters: RefundFilters): RefundListQuery {
  const query: RefundListQuery = { page_no: filters.page_no, page_size: filters.page_size };
  if (filters.tab !== 'ALL') query.status = filters.tab;
  if (filters.keyword) query.keyword = filters.keyword;
  return { ...query, ...refundAdvancedOf(filters) };
}

export function refundAdvancedOf(filters: RefundFilters): RefundAdvanced {
  return definedOf(filters, REFUND_ADVANCED_KEYS);
}

export function refundAdvancedCount(filters: RefundAdvanced): number {
  return advancedCount(filters, ['method', 'source']);
}
