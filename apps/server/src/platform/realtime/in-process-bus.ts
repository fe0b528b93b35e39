import type { BusMessage } from './bus-message.ts';
import { consoleBusLogger, dispatch, type BusHandler, type BusLogger, type EventBus } from './event-bus.ts';

/** The default bus: one process, no Redis. Delivers on a later tick, as Redis would, so a publisher
 * never runs gateway code inside its own call and a test sees the same ordering either way. */
export class InProcessBus implements EventBus {
  private readonly handlers = new Set<BusHandler>();
  private closed = false;

  constructor(private readonly log: BusLogger = consoleBusLogger) {}

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) return;
    setImmediate(() => dispatch(this.handlers, message, this.log));
  }

  subscribe(handler: BusHandler): () => void {
    // Wrapped so the same function may subscribe twice and each unsubscribe removes one.
    const entry: BusHandler = (m) => handler(m);
    this.handlers.add(entry);
    return () => void this.handlers.delete(entry);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}
