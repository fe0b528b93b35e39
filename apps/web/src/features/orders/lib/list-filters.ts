import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import {
  ORDER_SOURCES,
  ORDER_TABS,
  PAYMENT_TYPES,
  SHIPPING_TYPES,
  type OrderSource,
  type OrderTab,
  type PaymentType,
  type ShippingType,
} from '@rxdesk/contract/orders/order-enums';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';
import { ORDER_LIST_PATH, POINTS_ORDER_LIST_PATH } from '../../../shared/orders/order-links.ts';

/* The order list's filters live in the address (`?tab=WAIT_SHIP&keyword=…&page_no=2`): the
 * dashboard links to a tab, a reload keeps the view, and the tab strip returns to it. */

/** Status tabs, in the order they are shown. */
export const LIST_TABS: readonly OrderTab[] = [
  'ALL',
  'WAIT_PAY',
  'WAIT_SHIP',
  'WAIT_PICK',
  'SHIPPED',
  'ROG',
  'COMPLETE',
  'CANCELLED',
  'AFTER_SERVICE',
  'ENTRY_ERROR',
];

/** The filters of the advanced-search popover. */
export interface AdvancedFilters {
  start_time?: number;
  end_time?: number;
  order_source?: OrderSource;
  shipping_type?: ShippingType;
  payment_type?: PaymentType;
  is_prescription?: 0 | 1;
}

export type OrderListFilters = ListFilters<OrderTab, AdvancedFilters>;

/** The order list's filters at `path`: the orders list, and the points mall's (issue 22), which is
 * the same list narrowed to POINTS orders by its screen. */
function orderListAt(path: string) {
  return defineListFilters<OrderTab, AdvancedFilters, Omit<OrderListQuery, 'page_no' | 'page_size'>>({
    path,
    tab: { tabs: Object.keys(ORDER_TABS) as OrderTab[], all: 'ALL' },
    advanced: {
      start_time: (raw) => wholeNumber(raw, 0),
      end_time: (raw) => wholeNumber(raw, 0),
      order_source: (raw) => oneOf(ORDER_SOURCES, raw),
      shipping_type: (raw) => oneOf(SHIPPING_TYPES, raw),
      payment_type: (raw) => oneOf(PAYMENT_TYPES, raw),
      is_prescription: (raw) => wholeNumber(raw, 0, 1) as 0 | 1 | undefined,
    },
    // GET seller/trade/orders: ALL is the absence of a tab.
    tabQuery: (tab) => ({ tab }),
  });
}

export const orderList = orderListAt(ORDER_LIST_PATH);
export const pointsOrderList = orderListAt(POINTS_ORDER_LIST_PATH);
