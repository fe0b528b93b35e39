import type { BusMessage } from './bus-message.ts';

export type BusHandler = (message: BusMessage) => void;

/** The logging a bus needs; Fastify's logger fits. */
export interface BusLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Fan-out of live messages to every process's gateways (DESIGN.md §5). Services publish AFTER their
 * transaction commits, so a socket never hears of a change that was rolled back.
 *
 * Delivery is best effort, like the pub/sub underneath: `publish` resolves once the message is handed
 * over and never rejects (the state change is already committed; a failure is logged), and clients
 * re-read their counters from the API when they (re)connect.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  /** Returns the unsubscribe function. Handlers run asynchronously to the publisher. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** Runs every handler; one failing handler neither stops the others nor reaches the publisher. */
export function dispatch(handlers: Iterable<BusHandler>, message: BusMessage, log: BusLogger): void {
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (err) {
      log.error({ err, kind: message.kind }, 'event bus: handler failed');
    }
  }
}

export const consoleBusLogger: BusLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};
