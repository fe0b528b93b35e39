import {
  LIVE_CLOSE,
  LIVE_FORCE_LOGOUT,
  LIVE_HEARTBEAT_REPLY,
  LIVE_NOTICE,
} from '@rxdesk/contract/live/live-protocol';
import type { LiveNotice, PendingEntryOrder, StompWarnBody } from '@rxdesk/contract/live/live-notices';
import { readAccessToken, readShop, readUser } from '../../shared/session/session-storage.ts';
import { isSessionEnding } from '../../shared/session/end-session.ts';
import { logout } from '../../shared/session/logout.ts';
import { endSessionWithAlert } from '../../shared/session/session-alerts.ts';
import { apiClient } from '../../shared/http/api-client.ts';
import { getPendingOrders } from './api/get-pending-orders.ts';
import { readPendingAfterSales } from './api/get-pending-after-sales.ts';
import { applyNotice, effectsOf, type LiveEffect, type LiveLists } from './lib/live-notice-reducer.ts';
import { withLiveDecoders } from './lib/live-decoders.ts';
import { createSocketLoop, type SocketLike } from './lib/live-socket-loop.ts';
import { alertKey, createDedupe, noticeKey } from './lib/notice-dedupe.ts';
import { wsUrl } from './lib/ws-url.ts';
import { liveStore } from './live-store.ts';
import { createStompConnection, type WarnTopic } from './stomp-connection.ts';

export interface LiveHandlers {
  onEffect(effect: LiveEffect): void;
  onWarn(topic: WarnTopic, body: StompWarnBody): void;
}

let stopActive: (() => void) | null = null;

/**
 * The one live connection of the signed-in app (§7): the raw socket for the counters and alerts,
 * STOMP for the topic warnings. Started by the signed-in layout, stopped when it goes (sign-out
 * reloads the page anyway). Returns the stop function.
 */
export function startLiveConnection(handlers: LiveHandlers): () => void {
  stopActive?.();
  const user = readUser();
  const shopId = readShop()?.shop_id ?? user?.shop_id;
  if (!user || !shopId) return () => {};
  const dedupe = createDedupe();
  let stopped = false;

  function runEffects(key: string, effects: LiveEffect[]): void {
    if (stopped || effects.length === 0 || !dedupe.first(key)) return;
    effects.forEach((effect) => handlers.onEffect(effect));
  }

  // Notices that arrive while the list is being re-read are applied on top of what it returns.
  let rereading = false;
  let rereadAgain = false;
  let arrivedDuringReread: LiveNotice[] = [];
  let connectedBefore = false;

  function onNotice(notice: LiveNotice): void {
    liveStore.update((lists) => applyNotice(lists, notice));
    if (rereading) arrivedDuringReread.push(notice);
    runEffects(noticeKey(notice), effectsOf(notice));
  }

  async function reread(): Promise<void> {
    if (rereading) return void (rereadAgain = true);
    rereading = true;
    const known = new Set(liveStore.get().pending.map((o) => o.order_sn));
    const reconnect = connectedBefore;
    connectedBefore = true;
    try {
      const [pending, afterSales] = await Promise.all([
        getPendingOrders(),
        readPendingAfterSales(liveStore.get().afterSales),
      ]);
      let lists: LiveLists = { pending: pending.data, afterSales };
      for (const notice of arrivedDuringReread) lists = applyNotice(lists, notice);
      if (stopped) return;
      liveStore.set(lists);
      // New orders placed while this tab was offline still ring and print (never on the first
      // read: that list is the backlog, already seen or printed at the counter).
      if (reconnect)
        for (const order of missedNewOrders(pending.data, known))
          runEffects(
            alertKey(LIVE_NOTICE.NEW_ORDER, order.order_sn),
            effectsOf({ type: LIVE_NOTICE.NEW_ORDER, data: order }),
          );
    } catch {
      // Kept as it was; the next reconnect reads again.
    } finally {
      rereading = false;
      arrivedDuringReread = [];
      if (rereadAgain && !stopped) {
        rereadAgain = false;
        void reread();
      }
    }
  }

  /** The logout frame acts at once; a notice is read with the lazily fetched decoder. */
  function onText(text: string): void {
    if (text === LIVE_HEARTBEAT_REPLY) return;
    if (text === LIVE_FORCE_LOGOUT) return void forceLogout();
    withLiveDecoders(({ decodeLiveFrame }) => {
      const frame = decodeLiveFrame(text);
      if (stopped) return;
      if (frame.kind === 'logout') return void forceLogout();
      if (frame.kind === 'notice') onNotice(frame.notice);
    });
  }

  /** `2`, or a close saying the sign-in or the shop is over. One quick check tells why: a 403 means
   * it was displaced by a sign-in elsewhere, and the shared client then shows §8's 'Tip' alert and
   * signs out with forward; a closed shop (the socket's 4423) gets §2's shop-closed alert, as at
   * entry; otherwise §4's exactly-the-manual-logout, page reload included. */
  async function forceLogout(): Promise<void> {
    stop();
    if (isSessionEnding()) return;
    const closed = await apiClient
      .get<number>('seller/shops/closeStatus', { silent: true })
      .catch(() => undefined);
    if (isSessionEnding()) return;
    if (closed === 1) void endSessionWithAlert('shopClosed');
    else void logout();
  }

  const loop = createSocketLoop({
    url: () => {
      const token = readAccessToken();
      return token ? wsUrl(window.location, '/websocket', { source: 'shop', user: shopId, token }) : null;
    },
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    timers: {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
    },
    onReady: () => void reread(),
    onText,
    onClosed: async (code) => {
      if (code === LIVE_CLOSE.SESSION_ENDED || code === LIVE_CLOSE.NOT_ALLOWED) {
        void forceLogout();
        return false;
      }
      if (code === LIVE_CLOSE.UNAUTHENTICATED) {
        // Any API call refreshes an expired or refused token through the shared client (under its
        // cross-tab lock, ending the session if that fails); the pending read is the cheapest.
        await getPendingOrders().catch(() => undefined);
      }
      return !isSessionEnding();
    },
  });

  const stomp = createStompConnection({
    shopId,
    loginCount: user.login_count,
    token: readAccessToken,
    onNoticeText: onText,
    onWarn: (topic, body) => {
      if (topic === 'refundOrderWarn')
        return runEffects(alertKey(LIVE_NOTICE.REFUND_ALERT, body.order_sn), [
          { kind: 'sound', sound: 'refund' },
        ]);
      if (topic === 'cancelOrderWarn')
        return runEffects(alertKey(LIVE_NOTICE.CANCEL_ALERT, body.order_sn), [
          { kind: 'sound', sound: 'cancel' },
        ]);
      if (!stopped) handlers.onWarn(topic, body);
    },
  });

  function stop(): void {
    if (stopped) return;
    stopped = true;
    loop.stop();
    stomp.stop();
    if (stopActive === stop) stopActive = null;
  }

  stopActive = stop;
  loop.start();
  stomp.start();
  return stop;
}

function missedNewOrders(list: PendingEntryOrder[], known: Set<string>): PendingEntryOrder[] {
  return list.filter(
    (o) => !known.has(o.order_sn) && o.pos_print_status === '0' && o.notice_type === LIVE_NOTICE.NEW_ORDER,
  );
}
