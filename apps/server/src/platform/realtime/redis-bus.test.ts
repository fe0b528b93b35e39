import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TestSocket, listenForSockets } from '../../testing/realtime-client.ts';
import type { BusMessage } from './bus-message.ts';
import { RedisBus } from './redis-bus.ts';

const url = process.env.TEST_REDIS_URL;

/** The multi-process case of DESIGN.md §1: two app instances sharing one database and one Redis. */
describe.skipIf(!url)('Redis bus across two processes', () => {
  // A channel per run, so parallel runs on one Redis never hear each other.
  const channel = `rxdesk:test:${randomBytes(6).toString('hex')}`;
  const logA = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logB = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  let busA: RedisBus;
  let busB: RedisBus;
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    busA = new RedisBus(url!, logA, channel);
    busB = new RedisBus(url!, logB, channel);
    await Promise.all([busA.ready(), busB.ready()]);
    a = await createTestApp({}, { bus: busA });
    b = await buildApp({ config: a.config, db: a.db, clock: a.clock, logger: false, bus: busB });
    await b.ready();
    baseB = await listenForSockets(b);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await a?.close();
    await Promise.all([busA?.close(), busB?.close()]);
  });

  const open = async (shopId: number, token: string) => {
    const s = await (await TestSocket.open(TestSocket.liveUrl(baseB, shopId, token))).ready();
    sockets.push(s);
    return s;
  };

  it.skipIf(!url)(
    'a notice published on app A reaches a socket connected to app B, and only its shop',
    async () => {
      const admin = await a.login('admin', 'admin123');
      const kangning = await a.login('kangning', 'kangning123');
      const own = await open(admin.shop_id, admin.access_token);
      const other = await open(kangning.shop_id, kangning.access_token);
      await a.bus.publish({
        kind: 'notice',
        shopId: admin.shop_id,
        type: LIVE_NOTICE.ORDER_ENTERED,
        data: { order_sn: 'SN-REDIS-1' },
      });
      expect(JSON.parse(await own.next())).toEqual({ type: 11, data: { order_sn: 'SN-REDIS-1' } });
      expect(await other.unread()).toEqual([]);
    },
  );

  it.skipIf(!url)('a forced logout published on A ends the socket on B', async () => {
    const clerk = await a.login('clerk', 'clerk123');
    const s = await open(clerk.shop_id, clerk.access_token);
    await a.bus.publish({ kind: 'force-logout', userId: clerk.uid });
    expect(await s.next()).toBe('2');
    expect((await s.closed).code).toBe(4410);
  });

  it.skipIf(!url)('logs and drops malformed messages, and keeps delivering', async () => {
    const seen: BusMessage[] = [];
    const off = busB.subscribe((m) => seen.push(m));
    const raw = new Redis(url!);
    try {
      await raw.xadd(channel, '*', 'm', 'not json');
      await raw.xadd(
        channel,
        '*',
        'm',
        JSON.stringify({ kind: 'notice', shopId: 1, type: 10, data: { order_sn: 'x' } }),
      );
      await raw.xadd(channel, '*', 'm', JSON.stringify({ kind: 'reboot' }));
      const good: BusMessage = {
        kind: 'warn',
        shopId: 1,
        topic: 'shoutRiderWarn',
        body: { order_sn: 'SN-R' },
      };
      await busA.publish(good);
      await vi.waitFor(() => expect(seen).toEqual([good]));
      expect(logB.warn).toHaveBeenCalledTimes(3);
      expect(logB.warn.mock.calls.map((c) => c[1])).toEqual([
        'event bus: malformed message dropped (not JSON)',
        'event bus: malformed message dropped',
        'event bus: malformed message dropped',
      ]);
    } finally {
      off();
      raw.disconnect();
    }
  });

  it.skipIf(!url)('reconnects and re-subscribes after Redis drops its connections', async () => {
    const seen: BusMessage[] = [];
    const off = busB.subscribe((m) => seen.push(m));
    // The connections are private: a test reaching in is cheaper than a Redis restart.
    const { pub, sub } = busB as unknown as { pub: Redis; sub: Redis };
    const addresses = [pub, sub].map((r) => `${r.stream.localAddress}:${r.stream.localPort}`);
    const raw = new Redis(url!);
    try {
      for (const address of addresses) await raw.client('KILL', 'ADDR', address);
      await vi.waitFor(
        () =>
          expect(logB.info).toHaveBeenCalledWith({ role: 'subscriber' }, 'event bus: redis connection back'),
        { timeout: 5000 },
      );
      const message: BusMessage = {
        kind: 'notice',
        shopId: 1,
        type: 13,
        data: { as_order_sn: 'AS-R', order_sn: 'SN-R' },
      };
      await vi.waitFor(
        async () => {
          await busA.publish(message);
          expect(seen).toContainEqual(message);
        },
        { timeout: 5000, interval: 200 },
      );
      await busB.publish({ kind: 'force-logout', userId: 999 });
      await vi.waitFor(() => expect(seen).toContainEqual({ kind: 'force-logout', userId: 999 }));
    } finally {
      off();
      raw.disconnect();
    }
  });
});
