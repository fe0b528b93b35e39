import { z } from 'zod';

/**
 * Live notices (SPEC §4) and live connections (§7), shared by the server's gateways and the web client.
 *
 * Raw socket `/websocket?source=shop&user={shop_id}&token={access_token}` — text frames only:
 * - server → client `{"type":10,"data":{…}}`: one notice per frame; `type` from LIVE_NOTICE, `data`
 *   the payload of that type (LiveNoticeMap). Only notices of the shop in `user` arrive.
 * - server → client `1`: heartbeat reply, sent for every client frame.
 * - server → client `2`: forced logout (same as a manual logout, page reload included); the server
 *   then closes the socket with LIVE_CLOSE.SESSION_ENDED.
 * - client → server: the text `ping` (any text will do) every LIVE_HEARTBEAT_MS. A socket with no
 *   client frame for 2 × LIVE_HEARTBEAT_MS is closed with LIVE_CLOSE.IDLE.
 *
 * STOMP 1.2 over WebSocket at `/stomp` (subprotocol v12.stomp, v11.stomp or v10.stomp): CONNECT carries
 * the access token in `passcode` (login may be `guest`) or `Authorization`. Destinations are
 * `/topic/{name}` with the names of `stompTopic`, of the caller's own shop only. MESSAGE bodies are
 * JSON: a notice is the same `{"type":N,"data":…}` as on the raw socket (10 on `{shop}` and
 * `{shop}_newOrderWarn_*`, 15 on `_refundOrderWarn`, 16 on `_cancelOrderWarn`); a warning is its
 * StompWarnBody.
 *
 * Pub/sub drops what is sent while a client is away: a client that (re)connects re-reads its
 * counters from the API (DESIGN.md §5).
 */

export const LIVE_NOTICE = {
  NEW_ORDER: 10,
  ORDER_ENTERED: 11,
  AFTER_SALE_RAISED: 12,
  AFTER_SALE_HANDLED: 13,
  AFTER_SALE_TO_PENDING: 14,
  REFUND_ALERT: 15,
  CANCEL_ALERT: 16,
} as const;
export type LiveNoticeType = (typeof LIVE_NOTICE)[keyof typeof LIVE_NOTICE];

/** §9: the client pings this often and gives up on a reply after as long; reconnects after 5 s. */
export const LIVE_HEARTBEAT_MS = 28_000;
export const LIVE_RECONNECT_MS = 5_000;
export const LIVE_PING = 'ping';
export const LIVE_HEARTBEAT_REPLY = '1';
export const LIVE_FORCE_LOGOUT = '2';

/** Close codes of both endpoints: 4000 + the HTTP status the API would answer where one fits, so
 * a client reacts as it does to the API (4401: refresh the token first, then reconnect). */
export const LIVE_CLOSE = {
  /** Server shutting down or restarting: reconnect. */
  GOING_AWAY: 1001,
  /** Missing or malformed query, or a STOMP protocol error. */
  BAD_REQUEST: 4400,
  /** No, forged, malformed or expired access token; unknown or expired session. */
  UNAUTHENTICATED: 4401,
  /** The token belongs to another shop than `user`, or a STOMP subscription to another shop's topic. */
  WRONG_SHOP: 4403,
  /** No client frame for 2 × heartbeat (or no STOMP CONNECT in time). */
  IDLE: 4408,
  /** The sign-in ended (logout elsewhere, displaced, disabled, password changed): `2` was sent. */
  SESSION_ENDED: 4410,
  /** Shop closed or account disabled (HTTP 423). */
  NOT_ALLOWED: 4423,
} as const;
export type LiveCloseCode = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];

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

// ---- STOMP (§7 live connections) ----

export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;
export const STOMP_TOPIC_PREFIX = '/topic/';

export const STOMP_WARN_TOPICS = [
  'newOrderWarn',
  'shoutRiderWarn',
  'refundOrderWarn',
  'distributionUnusualWarn',
  'cancelOrderWarn',
] as const;
export type StompWarnTopic = (typeof STOMP_WARN_TOPICS)[number];

/** Topic names of §7. `newOrderWarn` carries the login count so each sign-in has its own topic. */
export const stompTopic = {
  shop: (shopId: number) => String(shopId),
  newOrderWarn: (shopId: number, loginCount: number) => `${shopId}_newOrderWarn_${loginCount}`,
  shoutRiderWarn: (shopId: number) => `${shopId}_shoutRiderWarn`,
  refundOrderWarn: (shopId: number) => `${shopId}_refundOrderWarn`,
  distributionUnusualWarn: (shopId: number) => `${shopId}_distributionUnusualWarn`,
  cancelOrderWarn: (shopId: number) => `${shopId}_cancelOrderWarn`,
} as const;

export const stompDestination = (topic: string) => `${STOMP_TOPIC_PREFIX}${topic}`;

/** A topic name read back: which shop and which kind (`shop` is the bare shop-id topic). */
export type ShopTopic = { shopId: number; kind: 'shop' | StompWarnTopic; loginCount?: number };

const TOPIC_RE =
  /^([1-9]\d{0,14})(?:_newOrderWarn_(\d{1,9})|_(shoutRiderWarn|refundOrderWarn|distributionUnusualWarn|cancelOrderWarn))?$/;

export function parseShopTopic(name: string): ShopTopic | null {
  const m = TOPIC_RE.exec(name);
  if (!m) return null;
  const shopId = Number(m[1]);
  if (m[2] !== undefined) return { shopId, kind: 'newOrderWarn', loginCount: Number(m[2]) };
  if (m[3] !== undefined) return { shopId, kind: m[3] as StompWarnTopic };
  return { shopId, kind: 'shop' };
}

/** Body of a warning published straight to a STOMP topic (rider shouting, delivery anomaly…). */
export const stompWarnBody = z.object({
  order_sn: z.string().min(1),
  /** What the client shows or reads out, in the shop's language. */
  message: z.string().optional(),
});
export type StompWarnBody = z.infer<typeof stompWarnBody>;
