import { Client } from '@stomp/stompjs';
import { LIVE_RECONNECT_MS, stompDestination, stompTopic } from '@rxdesk/contract/live/live-protocol';
import type { StompWarnBody } from '@rxdesk/contract/live/live-notices';
import { withLiveDecoders } from './lib/live-decoders.ts';
import { wsUrl } from './lib/ws-url.ts';

export type WarnTopic =
  | 'newOrderWarn'
  | 'shoutRiderWarn'
  | 'refundOrderWarn'
  | 'distributionUnusualWarn'
  | 'cancelOrderWarn'
  | 'shop';

export interface StompDeps {
  shopId: number;
  loginCount: number;
  token(): string | null;
  /** A MESSAGE body that is a `{type,data}` notice: handled like a raw-socket frame. */
  onNoticeText(text: string): void;
  /** A warning body (rider accepted, delivery abnormal…). */
  onWarn(topic: WarnTopic, body: StompWarnBody): void;
}

/** §7 STOMP over WebSocket at /stomp (guest login, the access token as passcode), subscribed to the
 * shop's topics; stompjs retries 5 s after any failure, reading the current token each time. */
export function createStompConnection(deps: StompDeps): { start(): void; stop(): void } {
  const topics: Array<[WarnTopic, string]> = [
    ['shop', stompTopic.shop(deps.shopId)],
    ['newOrderWarn', stompTopic.newOrderWarn(deps.shopId, deps.loginCount)],
    ['shoutRiderWarn', stompTopic.shoutRiderWarn(deps.shopId)],
    ['refundOrderWarn', stompTopic.refundOrderWarn(deps.shopId)],
    ['distributionUnusualWarn', stompTopic.distributionUnusualWarn(deps.shopId)],
    ['cancelOrderWarn', stompTopic.cancelOrderWarn(deps.shopId)],
  ];
  const client = new Client({
    brokerURL: wsUrl(window.location, '/stomp'),
    reconnectDelay: LIVE_RECONNECT_MS,
    debug: () => {},
    beforeConnect: (self) => {
      self.connectHeaders = { login: 'guest', passcode: deps.token() ?? '' };
    },
    onConnect: () => {
      for (const [kind, topic] of topics) {
        client.subscribe(stompDestination(topic), (message) => {
          const text = message.body;
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            return;
          }
          if (value && typeof value === 'object' && 'type' in value) return deps.onNoticeText(text);
          withLiveDecoders(({ stompWarnBody }) => {
            const warn = stompWarnBody.safeParse(value);
            if (warn.success) deps.onWarn(kind, warn.data);
          });
        });
      }
    },
  });
  return {
    start: () => client.activate(),
    stop: () => void client.deactivate(),
  };
}
