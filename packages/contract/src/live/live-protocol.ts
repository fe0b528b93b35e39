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
 *
 * This module holds the protocol's constants and topic names and has no zod, so the web's signed-in
 * frame takes them without zod; the payload schemas and the frame decoder are in live-notices.ts
 * (which re-exports all of this).
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
