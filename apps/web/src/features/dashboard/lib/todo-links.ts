import type { DashboardTodoKey } from '@rxdesk/contract/statistics/dashboard';
import { COMPLAINT_LIST_PATH, serviceListHref } from '../../../shared/after-sale/after-sale-links.ts';
import { askListHref } from '../../../shared/consultations/ask-links.ts';
import { orderListHref } from '../../../shared/orders/order-links.ts';

/** Where each to-do opens: its list, filtered to the rows that wait (the list keeps its filters in
 * the address, so the link lands on the right tab). */
export const TODO_LINKS: Record<DashboardTodoKey, string> = {
  ORDERS_TO_SHIP: orderListHref('WAIT_SHIP'),
  RX_AWAITING_AUDIT: '/prescription/prescriptionOrderList?state=3',
  AFTER_SALE_AWAITING: serviceListHref('awaiting'),
  COMPLAINTS_NEW: `${COMPLAINT_LIST_PATH}?tab=NEW`,
  ASKS_UNANSWERED: askListHref('UNANSWERED'),
  WARNING_STOCK: '/goods/understock-list',
  NEAR_EXPIRY: '/goods/expiry-list',
};

/** The to-dos the order, after-sale and consultation cards already show (with their own live
 * counts); the dashboard's own card lists the others. */
export const SHOWN_ELSEWHERE: readonly DashboardTodoKey[] = [
  'ORDERS_TO_SHIP',
  'AFTER_SALE_AWAITING',
  'ASKS_UNANSWERED',
];
