import { z } from 'zod';
import {
  LIVE_FORCE_LOGOUT,
  LIVE_HEARTBEAT_REPLY,
  LIVE_NOTICE,
  type LiveNoticeType,
} from './live-protocol.ts';

/** Live notices' payload schemas and the raw socket's frame decoder (SPEC §4, §7); the protocol
 * itself — notice types, close codes, heartbeat, STOMP topics — is in live-protocol.ts, re-exported
 * here for the server. */
export * from './live-protocol.ts';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** §3 pending-entry order: an order waiting to be entered into the store's account system (ERP/POS). */
export const pendingEntryOrder = z.object({
  order_sn: z.string().min(1),
  order_source: z.string(),
  shipping_type: z.string(),
  payment_type: z.string(),
  entry_status: z.number().int(),
  /** yuan, 2 decimals */
  order_price: z.number().nonnegative(),
  /** unix seconds */
  create_time: z.number().int(),
  /** '0' not printed, '1' printed: the client prints a receipt only for '0'. */
  pos_print_status: z.enum(['0', '1']),
  /** 1: the order is handled by the ERP, so a type-14 notice does not put it back on the list. */
  is_erp: zeroOne,
  /** The notice type that put it on the list (10 new order, 14 back from after-sale). */
  notice_type: z.number().int(),
});
export type PendingEntryOrder = z.infer<typeof pendingEntryOrder>;

/** GET /api/seller/store/orders/pending — the shop's orders awaiting entry, newest first. */
export const pendingEntryList = z.object({ data: z.array(pendingEntryOrder), data_total: z.number() });

/** §3 pending after-sale item. */
export const pendingAfterSale = z.object({
  order_sn: z.string().min(1),
  as_order_sn: z.string().min(1),
  order_type: z.string(),
  /** unix seconds */
  apply_time: z.number().int(),
  activity_state: z.number().int(),
});
export type PendingAfterSale = z.infer<typeof pendingAfterSale>;
/** GET /api/seller/store/after-sales/pending — cases waiting for the seller, newest first. */
export const pendingAfterSaleList = z.object({ data: z.array(pendingAfterSale), data_total: z.number() });

export const orderEnteredNotice = z.object({ order_sn: z.string().min(1) });
export const afterSaleHandledNotice = z.object({
  as_order_sn: z.string().min(1),
  order_sn: z.string().min(1),
});
/** 15 and 16 only play a sound; the after-sale number is there when the alert comes from one. */
export const orderAlertNotice = z.object({
  order_sn: z.string().min(1),
  as_order_sn: z.string().min(1).optional(),
});

/** The payload schema of each notice type (Immich ClientEventMap style): sending and handling are
 * generic over this map, so a payload can never travel under the wrong type. */
export const liveNoticeSchemas = {
  [LIVE_NOTICE.NEW_ORDER]: pendingEntryOrder,
  [LIVE_NOTICE.ORDER_ENTERED]: orderEnteredNotice,
  [LIVE_NOTICE.AFTER_SALE_RAISED]: pendingAfterSale,
  [LIVE_NOTICE.AFTER_SALE_HANDLED]: afterSaleHandledNotice,
  [LIVE_NOTICE.AFTER_SALE_TO_PENDING]: pendingEntryOrder,
  [LIVE_NOTICE.REFUND_ALERT]: orderAlertNotice,
  [LIVE_NOTICE.CANCEL_ALERT]: orderAlertNotice,
} as const satisfies Record<LiveNoticeType, z.ZodType>;

export type LiveNoticeMap = { [T in LiveNoticeType]: z.infer<(typeof liveNoticeSchemas)[T]> };

/** One notice as it travels: `{type, data}` with `data` typed by `type`. */
export type LiveNotice<T extends LiveNoticeType = LiveNoticeType> = {
  [K in T]: { type: K; data: LiveNoticeMap[K] };
}[T];

const noticeOf = <T extends LiveNoticeType>(type: T) =>
  z.object({ type: z.literal(type), data: liveNoticeSchemas[type] });

export const liveNotice = z.discriminatedUnion('type', [
  noticeOf(LIVE_NOTICE.NEW_ORDER),
  noticeOf(LIVE_NOTICE.ORDER_ENTERED),
  noticeOf(LIVE_NOTICE.AFTER_SALE_RAISED),
  noticeOf(LIVE_NOTICE.AFTER_SALE_HANDLED),
  noticeOf(LIVE_NOTICE.AFTER_SALE_TO_PENDING),
  noticeOf(LIVE_NOTICE.REFUND_ALERT),
  noticeOf(LIVE_NOTICE.CANCEL_ALERT),
]);

export function encodeLiveNotice(notice: LiveNotice): string {
  return JSON.stringify({ type: notice.type, data: notice.data });
}

export type LiveFrame =
  | { kind: 'heartbeat' }
  | { kind: 'logout' }
  | { kind: 'notice'; notice: LiveNotice }
  /** A type this client does not know yet, or a malformed frame: ignored, never fatal. */
  | { kind: 'unknown'; text: string };

/** Reads one server → client text frame of the raw socket. */
export function decodeLiveFrame(text: string): LiveFrame {
  if (text === LIVE_HEARTBEAT_REPLY) return { kind: 'heartbeat' };
  if (text === LIVE_FORCE_LOGOUT) return { kind: 'logout' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unknown', text };
  }
  const parsed = liveNotice.safeParse(value);
  return parsed.success ? { kind: 'notice', notice: parsed.data } : { kind: 'unknown', text };
}

/** Body of a warning published straight to a STOMP topic (rider shouting, delivery anomaly…). */
export const stompWarnBody = z.object({
  order_sn: z.string().min(1),
  /** What the client shows or reads out, in the shop's language. */
  message: z.string().optional(),
});
export type StompWarnBody = z.infer<typeof stompWarnBody>;
