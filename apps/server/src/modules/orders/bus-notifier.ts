import type { LiveNotice } from '@rxdesk/contract/live/live-notices';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { LiveNotifier } from './order-notifier.ts';

/** LiveNotifier over the event bus: in-process, or Redis across processes. */
export function busNotifier(bus: EventBus): LiveNotifier {
  return {
    notice: (shopId, type, data) =>
      bus.publish({ kind: 'notice', shopId, ...({ type, data } as LiveNotice) }),
    warn: (shopId, topic, body) => bus.publish({ kind: 'warn', shopId, topic, body: body as never }),
  };
}
