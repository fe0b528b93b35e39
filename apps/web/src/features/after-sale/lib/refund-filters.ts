import {
  REFUND_METHODS,
  REFUND_SOURCES,
  type RefundListQuery,
  type RefundMethod,
  type RefundSource,
  type RefundStatus,
} from '@rxdesk/contract/after-sale/after-sale';
import { POINT_REFUND_LIST_PATH, REFUND_LIST_PATH } from '../../../shared/after-sale/after-sale-links.ts';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';

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

/** keyword: refund_sn, order_sn or service_sn (exact) */
export type RefundFilters = ListFilters<RefundTab, RefundAdvanced>;

/** The filters of a refund list at `path` (the after-sale one, and the points mall's). */
const refundListAt = (path: string) =>
  defineListFilters<RefundTab, RefundAdvanced, Omit<RefundListQuery, 'page_no' | 'page_size'>>({
    path,
    tab: { tabs: REFUND_TABS, all: 'ALL' },
    advanced: {
      method: (raw) => oneOf(REFUND_METHODS, raw),
      source: (raw) => oneOf(REFUND_SOURCES, raw),
      start_time: (raw) => wholeNumber(raw, 0),
      end_time: (raw) => wholeNumber(raw, 0),
    },
    // GET seller/refunds: a status tab is `status`.
    tabQuery: (tab) => ({ status: tab as RefundStatus }),
  });

export const refundList = refundListAt(REFUND_LIST_PATH);
export const pointRefundList = refundListAt(POINT_REFUND_LIST_PATH);
