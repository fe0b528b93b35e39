import type { LiveNotice } from '@rxdesk/contract/live/live-notices';
import type { EventBus } from './event-bus.ts';

/** How an area's changes reach the shop's screens (DESIGN.md §5). Called after the transaction
 * commits; the realtime bus implements it. */
export interface LiveNotifier {
  notice(shopId: number, type: number, data: Record<string, unknown>): Promise<void>;
  warn(
    shopId: number,
    topic: 'shoutRiderWarn' | 'distributionUnusualWarn' | 'refundOrderWarn' | 'cancelOrderWarn',
    body: Record<string, unknown>,
  ): Promise<void>;
}

/** LiveNotifier over the event bus: in-process, or Redis across processes. */
export function busNotifier(bus: EventBus): LiveNotifier {
  return {
    notice: (shopId, type, data) =>
      bus.publish({ kind: 'notice', shopId, ...({ type, data } as LiveNotice) }),
    warn: (shopId, topic, body) => bus.publish({ kind: 'warn', shopId, topic, body: body as never }),
  };
}
