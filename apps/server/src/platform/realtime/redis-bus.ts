import { Redis } from 'ioredis';
import { busMessage, type BusMessage } from './bus-message.ts';
import { dispatch, type BusHandler, type BusLogger, type EventBus } from './event-bus.ts';

export const DEFAULT_CHANNEL = 'rxdesk:live';

/** Entries the stream keeps: minutes of traffic, enough for any reconnect to catch up. */
const STREAM_LENGTH = 10_000;
/** A stream nobody writes to any more (a test's) is dropped after a day. */
const STREAM_TTL_SECONDS = 86_400;
/** How long `publish` waits for Redis before leaving the message in the outbox. */
const HANDOVER_MS = 250;
/** Messages kept while Redis is away; beyond, the oldest are dropped (and logged). */
const OUTBOX_LIMIT = 50_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The bus for several processes (REDIS_URL): one Redis stream (`channel` is its key), JSON
 * messages in field `m`. Each process reads the stream from the last entry it has seen, so a
 * process whose connection dropped, or that reconnects after a Redis restart, catches up on what
 * was written meanwhile instead of missing it (pub/sub would drop it). A message published while
 * Redis is away waits in this process's outbox and is written, in order, when Redis is back; the
 * request that published it does not wait for that (issue 19: Redis stops → orders keep
 * arriving; it returns → sockets catch up, no notice lost for a connected page).
 *
 * Every process, the publisher included, hears a message through Redis only, so each socket gets it
 * exactly once whichever process published it. Two connections: a blocking read holds its own.
 */
export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Set<BusHandler>();
  private readonly subscribed: Promise<void>;
  private readonly outbox: string[] = [];
  private draining: Promise<void> | null = null;
  private lastId = '0-0';
  private closed = false;

  constructor(
    url: string,
    private readonly log: BusLogger,
    private readonly channel = DEFAULT_CHANNEL,
  ) {
    // Capped back-off: a Redis restart is noticed within 2 s without hammering it while down.
    const retryStrategy = (times: number) => Math.min(times * 200, 2000);
    this.pub = new Redis(url, { retryStrategy, maxRetriesPerRequest: 1, connectionName: 'rxdesk-live-pub' });
    // The reader's commands wait for Redis however long it is away.
    this.sub = new Redis(url, {
      retryStrategy,
      maxRetriesPerRequest: null,
      connectionName: 'rxdesk-live-sub',
    });
    this.watch(this.pub, 'publisher');
    this.watch(this.sub, 'subscriber');
    this.subscribed = this.start();
    this.subscribed.catch((err: unknown) => this.log.error({ err }, 'event bus: redis subscribe failed'));
  }

  /** Resolves once this process listens; tests wait for it before publishing. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  /** Resolves once Redis has the message, or after a short wait with the message kept in the
   * outbox; never rejects (the state change is committed already). */
  async publish(message: BusMessage): Promise<void> {
    if (this.closed) return;
    if (this.outbox.length >= OUTBOX_LIMIT) {
      this.outbox.shift();
      this.log.error(
        { limit: OUTBOX_LIMIT },
        'event bus: outbox full while redis is away; oldest message dropped',
      );
    }
    this.outbox.push(JSON.stringify(message));
    await Promise.race([this.drain(), sleep(HANDOVER_MS)]);
  }

  subscribe(handler: BusHandler): () => void {
    const entry: BusHandler = (m) => handler(m);
    this.handlers.add(entry);
    return () => void this.handlers.delete(entry);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // What Redis can still take goes out before the connections close.
    if (this.outbox.length) await Promise.race([this.drain(), sleep(1000)]);
    this.closed = true;
    this.handlers.clear();
    await Promise.all([quit(this.pub), quit(this.sub)]);
  }

  /** Reads from the stream's current end, so this process hears what is written from now on. */
  private async start(): Promise<void> {
    const last = await this.sub.xrevrange(this.channel, '+', '-', 'COUNT', 1);
    this.lastId = last[0]?.[0] ?? '0-0';
    void this.read();
  }

  private async read(): Promise<void> {
    while (!this.closed) {
      try {
        const batch = await this.sub.xread('COUNT', 500, 'BLOCK', 1000, 'STREAMS', this.channel, this.lastId);
        for (const [, entries] of batch ?? [])
          for (const [id, fields] of entries) {
            this.lastId = id;
            this.receive(fields[fields.indexOf('m') + 1] ?? '');
          }
      } catch (err) {
        if (this.closed) return;
        this.log.warn({ err: (err as Error).message }, 'event bus: redis read failed; retrying');
        await sleep(200);
      }
    }
  }

  /** Writes the outbox in order; while Redis is away, tries again every half second. */
  private drain(): Promise<void> {
    this.draining ??= (async () => {
      let failedOnce = false;
      while (this.outbox.length && !this.closed) {
        try {
          const results = await this.pub
            .pipeline()
            .xadd(this.channel, 'MAXLEN', '~', STREAM_LENGTH, '*', 'm', this.outbox[0]!)
            .expire(this.channel, STREAM_TTL_SECONDS)
            .exec();
          const err = results?.[0]?.[0];
          if (err) throw err;
          this.outbox.shift();
        } catch (err) {
          if (!failedOnce)
            this.log.error(
              { err: (err as Error).message, waiting: this.outbox.length },
              'event bus: redis publish failed; kept until redis is back',
            );
          failedOnce = true;
          await sleep(500);
        }
      }
    })().finally(() => (this.draining = null));
    return this.draining;
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
