import { LIVE_NOTICE } from '@rxdesk/contract/live/live-protocol';
import type { LiveNotice } from '@rxdesk/contract/live/live-notices';

/** One order's new-order notice reaches a tab up to three times (raw socket, the shop topic and
 * the newOrderWarn topic), refund and cancel alerts twice: the sound and the receipt must not. */
export const NOTICE_DEDUPE_MS = 10 * 60_000;

/** The identity of an alert: same key, same sound / receipt. */
export function alertKey(type: number, orderSn: string, asOrderSn = ''): string {
  return `${type}:${orderSn}:${asOrderSn}`;
}

export function noticeKey(notice: LiveNotice): string {
  switch (notice.type) {
    case LIVE_NOTICE.AFTER_SALE_RAISED:
    case LIVE_NOTICE.AFTER_SALE_HANDLED:
      return alertKey(notice.type, notice.data.order_sn, notice.data.as_order_sn);
    case LIVE_NOTICE.REFUND_ALERT:
    case LIVE_NOTICE.CANCEL_ALERT:
      return alertKey(notice.type, notice.data.order_sn, notice.data.as_order_sn ?? '');
    default:
      return alertKey(notice.type, notice.data.order_sn);
  }
}

/** `first(key)` is true the first time a key is seen within `ttlMs`. */
export function createDedupe(ttlMs = NOTICE_DEDUPE_MS, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return {
    first(key: string): boolean {
      const t = now();
      for (const [k, at] of seen) if (t - at >= ttlMs) seen.delete(k);
      if (seen.has(key)) return false;
      seen.set(key, t);
      return true;
    },
  };
}
