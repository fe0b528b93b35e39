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
import {
  advancedCount,
  cleanKeyword,
  DEFAULT_PAGE_SIZE,
  definedOf,
  oneOf,
  pagingOf,
  toAddressQuery,
  wholeNumber,
  withFilters,
  withoutUndefined,
} from '../../../shared/lists/list-params.ts';

/* The order list's filters live in the address (`?tab=WAIT_SHIP&keyword=…&page_no=2`): the
 * dashboard links to a tab, a reload keeps the view, and the tab strip returns to it. These pure
 * functions translate between the address, the filter state and the API's query. */

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

// Every list pages the same way (shared/lists/list-params.ts).

/** The filters of the advanced-search popover. */
export interface AdvancedFilters {
  start_time?: number;
  end_time?: number;
  order_source?: OrderSource;
  shipping_type?: ShippingType;
  payment_type?: PaymentType;
  is_prescription?: 0 | 1;
}

export interface OrderListFilters extends AdvancedFilters {
  tab: OrderTab;
  keyword: string;
  page_no: number;
  page_size: number;
}

export const EMPTY_FILTERS: OrderListFilters = {
  tab: 'ALL',
  keyword: '',
  page_no: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const ADVANCED_KEYS = [
  'start_time',
  'end_time',
  'order_source',
  'shipping_type',
  'payment_type',
  'is_prescription',
] as const;

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && Object.hasOwn(ORDER_TABS, value);
}

/** Reads the address's query. Anything unknown or malformed is dropped (a hand-edited or stale
 * link opens the list unfiltered rather than failing). */
export function parseListSearch(search: URLSearchParams): OrderListFilters {
  const tab = search.get('tab');
  const prescription = wholeNumber(search.get('is_prescription'), 0, 1);
  const filters: OrderListFilters = {
    tab: isOrderTab(tab) ? tab : 'ALL',
    keyword: cleanKeyword(search.get('keyword')),
    ...pagingOf(search),
    start_time: wholeNumber(search.get('start_time'), 0),
    end_time: wholeNumber(search.get('end_time'), 0),
    order_source: oneOf(ORDER_SOURCES, search.get('order_source')),
    shipping_type: oneOf(SHIPPING_TYPES, search.get('shipping_type')),
    payment_type: oneOf(PAYMENT_TYPES, search.get('payment_type')),
    is_prescription: prescription === 0 || prescription === 1 ? prescription : undefined,
  };
  return withoutUndefined(filters);
}

/** The address query for some filters; defaults are left out so a plain list has a plain URL. */
export function toListSearch(filters: OrderListFilters): string {
  return toAddressQuery(filters, { all: 'ALL' }, ADVANCED_KEYS);
}

/** GET seller/trade/orders params: ALL is the absence of a tab; an empty keyword is no keyword. */
export function toListQuery(filters: OrderListFilters): OrderListQuery {
  return { ...toExportQuery(filters), page_no: filters.page_no, page_size: filters.page_size };
}

/** GET …/export params: the list's filters without paging. */
export function toExportQuery(filters: OrderListFilters): Omit<OrderListQuery, 'page_no' | 'page_size'> {
  const query: Omit<OrderListQuery, 'page_no' | 'page_size'> = {};
  if (filters.tab !== 'ALL') query.tab = filters.tab;
  if (filters.keyword) query.keyword = filters.keyword;
  return { ...query, ...advancedOf(filters) };
}

/** Changing the tab, the keyword or the advanced filters starts again at page 1. */
export function withTab(filters: OrderListFilters, tab: OrderTab): OrderListFilters {
  return { ...filters, tab, page_no: 1 };
}

export function withKeyword(filters: OrderListFilters, keyword: string): OrderListFilters {
  return { ...filters, keyword: cleanKeyword(keyword), page_no: 1 };
}

export function withAdvanced(filters: OrderListFilters, advanced: AdvancedFilters): OrderListFilters {
  return withFilters(filters, advanced, ADVANCED_KEYS);
}

export function advancedOf(filters: OrderListFilters): AdvancedFilters {
  return definedOf(filters, ADVANCED_KEYS);
}

/** How many advanced filters are in force (the time range counts once). */
export function activeAdvancedCount(filters: AdvancedFilters): number {
  return advancedCount(filters, ['order_source', 'shipping_type', 'payment_type', 'is_prescription']);
}
