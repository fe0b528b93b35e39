import { Redis } from 'ioredis';
import { busMessage, type BusMessage } from './bus-message.ts';
import { dispatch, type BusHandler, type BusLogger, type EventBus } from './event-bus.ts';

export const DEFAULT_CHANNEL = 'rxdesk:live';

/**
 * Redis pub/sub bus for several processes (REDIS_URL). One channel, JSON messages. A subscribed
 * connection can do nothing but listen, hence two connections. Both reconnect on their own (ioredis
 * retries forever and re-subscribes); a publish during an outage waits for a few reconnect attempts,
 * then is logged and dropped — clients re-read counters when they reconnect (DESIGN.md §5).
 *
 * Every process, the publisher included, hears a message through Redis only, so each socket gets it
 * exactly once whichever process published it.
 */
export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Set<BusHandler>();
  private readonly subscribed: Promise<void>;
  private closed = false;

  constructor(
    url: string,
    private readonly log: BusLogger,
    private readonly channel = DEFAULT_CHANNEL,
  ) {
    const options = {
      // Capped back-off: a Redis restart is noticed within 2 s without hammering it while down.
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
      maxRetriesPerRequest: 3,
    };
    this.pub = new Redis(url, { ...options, connectionName: 'rxdesk-live-pub' });
    // No retry limit for the subscriber: SUBSCRIBE sent while Redis is down at start must wait for it,
    // or the process would never listen (ioredis re-subscribes only channels it once subscribed).
    this.sub = new Redis(url, {
      ...options,
      maxRetriesPerRequest: null,
      connectionName: 'rxdesk-live-sub',
      autoResubscribe: true,
    });
    this.watch(this.pub, 'publisher');
    this.watch(this.sub, 'subscriber');
    this.sub.on('message', (channel: string, text: string) => {
      if (channel === this.channel) this.receive(text);
    });
    this.subscribed = this.sub.subscribe(this.channel).then(() => undefined);
    this.subscribed.catch((err: unknown) => this.log.error({ err }, 'event bus: redis subscribe failed'));
  }

  /** Resolves once this process listens; tests wait for it before publishing. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) return;
    try {
      await this.pub.publish(this.channel, JSON.stringify(message));
    } catch (err) {
      this.log.error({ err, kind: message.kind }, 'event bus: redis publish failed; message dropped');
    }
  }

  subscribe(handler: BusHandler): () => void {
    const entry: BusHandler = (m) => handler(m);
    this.handlers.add(entry);
    return () => void this.handlers.delete(entry);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([quit(this.pub), quit(this.sub)]);
  }

  private receive(text: string): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.log.warn({ length: text.length }, 'event bus: malformed message dropped (not JSON)');
      return;
    }
    const parsed = busMessage.safeParse(value);
    if (!parsed.success) {
      this.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'event bus: malformed message dropped');
      return;
    }
    dispatch(this.handlers, parsed.data, this.log);
  }

  /** Logs each outage once (ioredis reports every failed retry) and its end. */
  private watch(redis: Redis, role: string): void {
    let down = false;
    const lost = (detail: object) => {
      if (!down && !this.closed)
        this.log.warn({ ...detail, role }, 'event bus: redis connection lost; reconnecting');
      down = true;
    };
    redis.on('error', (err: Error) => lost({ err: err.message }));
    redis.on('close', () => lost({}));
    redis.on('ready', () => {
      if (down) this.log.info({ role }, 'event bus: redis connection back');
      down = false;
    });
  }
}

/** QUIT waits for replies to commands already sent; a connection that cannot answer is dropped. */
async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  const timer = setTimeout(() => redis.disconnect(), 1000);
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
