import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { LIVE_CLOSE, LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TestSocket, listenForSockets } from '../../testing/realtime-client.ts';
import { TokenService } from '../auth/tokens.ts';
import { watchClosedShops } from './closed-shop-watch.ts';
import { InProcessBus } from './in-process-bus.ts';
import { registerRealtime } from './register-realtime.ts';
import { encodeFrame } from './stomp-frame.ts';

const closeShop = (t: TestApp, shopId: number, closed: 0 | 1) =>
  t.db.updateTable('shops').set({ closed }).where('id', '=', shopId).execute();

describe('live sockets of a shop closed while they are open', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let bus: InProcessBus;
  let admin: LoggedInUser;
  let kangning: LoggedInUser;
  const open: TestSocket[] = [];
  const raw = async (u: LoggedInUser) => {
    const s = await TestSocket.open(TestSocket.liveUrl(base, u.shop_id, u.access_token));
    open.push(s);
    return s.ready();
  };
  const stomp = async (u: LoggedInUser) => {
    const s = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    open.push(s);
    s.send(encodeFrame('CONNECT', { 'accept-version': '1.2', passcode: u.access_token }));
    expect(await s.next()).toMatch(/^CONNECTED\n/);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    bus = new InProcessBus();
    // The gateways alone, with the §9 heartbeat shrunk to 1 s: the shop check runs every 250 ms.
    app = Fastify();
    await registerRealtime(app, {
      bus,
      db: t.db,
      clock: t.clock,
      tokens: new TokenService(t.config.jwtSecret, t.config.accessTokenTtl, t.clock),
      heartbeatMs: 1000,
    });
    base = await listenForSockets(app);
    admin = await t.login('admin', 'admin123');
    kangning = await t.login('kangning', 'kangning123');
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await app.close();
    await bus.close();
    await t.close();
  });

  it('closes its raw and STOMP sockets with 4423, and no other shop’s', async () => {
    const own = await raw(admin);
    const ownStomp = await stomp(admin);
    const other = await raw(kangning);
    const otherStomp = await stomp(kangning);

    await closeShop(t, admin.shop_id, 1);
    try {
      const started = Date.now();
      expect(await own.closed).toEqual({ code: LIVE_CLOSE.NOT_ALLOWED, reason: 'shop closed' });
      expect(await ownStomp.next()).toMatch(/^ERROR\nmessage:shop closed\n/);
      expect(await ownStomp.closed).toEqual({ code: LIVE_CLOSE.NOT_ALLOWED, reason: 'shop closed' });
      expect(Date.now() - started).toBeLessThan(2000);

      // The open shop keeps listening: its sockets are open and still hear their notices.
      await bus.publish({
        kind: 'notice',
        shopId: kangning.shop_id,
        type: LIVE_NOTICE.ORDER_ENTERED,
        data: { order_sn: 'K-OPEN' },
      });
      expect(JSON.parse(await other.next())).toEqual({ type: 11, data: { order_sn: 'K-OPEN' } });
      expect(other.ws.readyState).toBe(other.ws.OPEN);
      expect(otherStomp.ws.readyState).toBe(otherStomp.ws.OPEN);

      // And the closed shop cannot come back while it stays closed.
      const again = await TestSocket.open(TestSocket.liveUrl(base, admin.shop_id, admin.access_token));
      open.push(again);
      expect(await again.closed).toEqual({ code: LIVE_CLOSE.NOT_ALLOWED, reason: 'shop closed' });
    } finally {
      await closeShop(t, admin.shop_id, 0);
    }
    // Reopened: sockets are accepted again and left alone.
    const back = await raw(admin);
    await new Promise((r) => setTimeout(r, 600));
    expect(back.ws.readyState).toBe(back.ws.OPEN);
  });
});

describe('watchClosedShops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds closed shops past the first 500 ids asked about, and only those, at every check', async () => {
    const now = t.clock.now();
    const [late] = await t.db
      .insertInto('shops')
      .values({
        shop_name: '闭店测试药房',
        shop_logo: '',
        contact_name: '',
        contact_phone: '',
        address: '',
        closed: 0,
        lat: 0,
        lng: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .execute();
    const lateId = Number(late!.id);
    await closeShop(t, lateId, 1);
    const kangning = await t.login('kangning', 'kangning123');
    // Ids nobody has (the watch only asks), then the open shop, then the closed one in the third query.
    const asked = [...Array.from({ length: 1100 }, (_, i) => 100_000 + i), kangning.shop_id, lateId];
    const found: number[] = [];
    const stop = watchClosedShops({
      db: t.db,
      everyMs: 20,
      shops: () => asked,
      onClosed: (id) => found.push(id),
      log: { error: vi.fn() },
    });
    try {
      await vi.waitFor(() => expect(found.length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    } finally {
      stop();
    }
    expect(new Set(found)).toEqual(new Set([lateId]));
  });

  it('logs a failed check and keeps checking', async () => {
    const error = vi.fn();
    let calls = 0;
    const stop = watchClosedShops({
      db: t.db,
      everyMs: 20,
      shops: () => {
        calls++;
        if (calls === 1) throw new Error('registry broke');
        return [];
      },
      onClosed: () => undefined,
      log: { error },
    });
    try {
      await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 2000 });
    } finally {
      stop();
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![1]).toBe('live sockets: closed-shop check failed');
  });
});
