import { z } from 'zod';

/** The §3 order statuses, in the order an order normally moves through them. INTODB_ERROR is the
 * failure to enter the order into the store's account system; AFTER_SERVICE is an open after-sale case. */
export const ORDER_STATUSES = [
  'NEW',
  'INTODB_ERROR',
  'CONFIRM',
  'PAID_OFF',
  'SHIPPED',
  'ROG',
  'COMPLETE',
  'CANCELLED',
  'AFTER_SERVICE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/* Marked pure so a bundle that takes only the statuses and labels (the web's order list) drops zod. */
export const orderStatusSchema = /* @__PURE__ */ z.enum(ORDER_STATUSES);

/** Display names; the Chinese ones are the §3 wording and must not drift. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  NEW: { zh: '新订单', en: 'New' },
  INTODB_ERROR: { zh: '入库失败', en: 'Entry failed' },
  CONFIRM: { zh: '已确认', en: 'Confirmed' },
  PAID_OFF: { zh: '已付款', en: 'Paid' },
  SHIPPED: { zh: '已发货', en: 'Shipped' },
  ROG: { zh: '已收货', en: 'Received' },
  COMPLETE: { zh: '已完成', en: 'Completed' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
  AFTER_SERVICE: { zh: '售后中', en: 'In after-sale' },
};

export function orderStatusLabel(status: OrderStatus, locale: 'zh' | 'en'): string {
  return ORDER_STATUS_LABELS[status][locale];
}
