import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import {
  LIVE_CLOSE,
  LIVE_NOTICE,
  encodeLiveNotice,
  type LiveNotice,
} from '@rxdesk/contract/live/live-notices';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TestSocket, listenForSockets } from '../../testing/realtime-client.ts';
import { TokenService } from '../auth/tokens.ts';
import { InProcessBus } from './in-process-bus.ts';
import { registerRealtime } from './register-realtime.ts';

const order = {
  order_sn: 'SN-LIVE-1',
  order_source: 'MINI',
  shipping_type: 'SAME_CITY',
  payment_type: 'ONLINE',
  entry_status: 0,
  order_price: 36.8,
  create_time: 1_700_000_000,
  pos_print_status: '0',
  is_erp: 0,
  notice_type: 10,
} as const;

/** One notice of every §4 type. */
const NOTICES: LiveNotice[] = [
  { type: LIVE_NOTICE.NEW_ORDER, data: order },
  { type: LIVE_NOTICE.ORDER_ENTERED, data: { order_sn: 'SN-LIVE-1' } },
  {
    type: LIVE_NOTICE.AFTER_SALE_RAISED,
    data: {
      order_sn: 'SN-LIVE-1',
      as_order_sn: 'AS-1',
      order_type: 'REFUND',
      apply_time: 1_700_000_100,
      activity_state: 0,
    },
  },
  { type: LIVE_NOTICE.AFTER_SALE_HANDLED, data: { as_order_sn: 'AS-1', order_sn: 'SN-LIVE-1' } },
  { type: LIVE_NOTICE.AFTER_SALE_TO_PENDING, data: { ...order, notice_type: 14 } },
  { type: LIVE_NOTICE.REFUND_ALERT, data: { order_sn: 'SN-LIVE-1', as_order_sn: 'AS-1' } },
  { type: LIVE_NOTICE.CANCEL_ALERT, data: { order_sn: 'SN-LIVE-1' } },
];

const sidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

describe('/websocket live notices', () => {
  let t: TestApp;
  let base: string;
  let admin: LoggedInUser;
  let clerk: LoggedInUser;
  let kangning: LoggedInUser;
  const open: TestSocket[] = [];
  const connect = async (shopId: number | string, token: string) => {
    const s = await TestSocket.open(TestSocket.liveUrl(base, shopId, token));
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
    admin = await t.login('admin', 'admin123');
    clerk = await t.login('clerk', 'clerk123');
    kangning = await t.login('kangning', 'kangning123');
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('answers every client frame with 1', async () => {
    const s = await (await connect(admin.shop_id, admin.access_token)).ready();
    s.send('ping');
    s.send('anything');
    expect([await s.next(), await s.next()]).toEqual(['1', '1']);
  });

  it('delivers each notice type to every socket of its shop and to no other shop', async () => {
    expect(admin.shop_id).toBe(clerk.shop_id);
    expect(kangning.shop_id).not.toBe(admin.shop_id);
    const own = await (await connect(admin.shop_id, admin.access_token)).ready();
    const colleague = await (await connect(clerk.shop_id, clerk.access_token)).ready();
    const other = await (await connect(kangning.shop_id, kangning.access_token)).ready();

    for (const notice of NOTICES) await t.bus.publish({ kind: 'notice', shopId: admin.shop_id, ...notice });
    for (const notice of NOTICES) {
      const frame = encodeLiveNotice(notice);
      expect(JSON.parse(await own.next())).toEqual(JSON.parse(frame));
      expect(await colleague.next()).toBe(frame);
    }
    expect(await other.unread()).toEqual([]);

    await t.bus.publish({
      kind: 'notice',
      shopId: kangning.shop_id,
      type: LIVE_NOTICE.CANCEL_ALERT,
      data: { order_sn: 'K-1' },
    });
    expect(JSON.parse(await other.next())).toEqual({ type: 16, data: { order_sn: 'K-1' } });
    expect(await own.unread()).toEqual([]);
  });

  it("refuses another shop's token with 4403", async () => {
    const s = await connect(kangning.shop_id, admin.access_token);
    expect(await s.closed).toEqual({ code: LIVE_CLOSE.WRONG_SHOP, reason: 'token belongs to another shop' });
  });

  it('refuses a garbage, forged or expired token with 4401 and a bad query with 4400', async () => {
    expect((await (await connect(admin.shop_id, 'garbage')).closed).code).toBe(LIVE_CLOSE.UNAUTHENTICATED);
    const [h, p] = admin.access_token.split('.');
    expect((await (await connect(admin.shop_id, `${h}.${p}.${'A'.repeat(43)}`)).closed).code).toBe(
      LIVE_CLOSE.UNAUTHENTICATED,
    );
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const expired = await new SignJWT({ ...payload, exp: t.clock.now() - 10 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await (await connect(admin.shop_id, expired)).closed).toEqual({
      code: LIVE_CLOSE.UNAUTHENTICATED,
      reason: 'token expired',
    });
    const noSource = await TestSocket.open(
      `${base}/websocket?user=${admin.shop_id}&token=${admin.access_token}`,
    );
    expect((await noSource.closed).code).toBe(LIVE_CLOSE.BAD_REQUEST);
    expect((await (await connect('abc', admin.access_token)).closed).code).toBe(LIVE_CLOSE.BAD_REQUEST);
  });

  it('forces logout with 2 and closes 4410, for the whole user or one sign-in only', async () => {
    const s = await (await connect(clerk.shop_id, clerk.access_token)).ready();
    const bystander = await (await connect(admin.shop_id, admin.access_token)).ready();
    await t.bus.publish({
      kind: 'force-logout',
      userId: clerk.uid,
      exceptSessionId: sidOf(clerk.access_token),
    });
    await t.bus.publish({ kind: 'force-logout', userId: clerk.uid, sessionId: 'another-sign-in' });
    expect(await s.unread()).toEqual([]);
    await t.bus.publish({ kind: 'force-logout', userId: clerk.uid, sessionId: sidOf(clerk.access_token) });
    expect(await s.next()).toBe('2');
    expect(await s.closed).toEqual({ code: LIVE_CLOSE.SESSION_ENDED, reason: 'session ended' });
    expect(await bystander.unread()).toEqual([]);
  });

  it('tells a socket whose sign-in already ended to log out', async () => {
    const u = await t.login('pharmacist', 'pharm123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/members/logout',
      headers: { authorization: u.access_token },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const s = await connect(u.shop_id, u.access_token);
    expect(await s.next()).toBe('2');
    expect(await s.closed).toEqual({ code: LIVE_CLOSE.SESSION_ENDED, reason: 'session ended (logout)' });
  });

  it('refuses a closed shop with 4423', async () => {
    await t.db.updateTable('shops').set({ closed: 1 }).where('id', '=', kangning.shop_id).execute();
    try {
      expect(await (await connect(kangning.shop_id, kangning.access_token)).closed).toEqual({
        code: LIVE_CLOSE.NOT_ALLOWED,
        reason: 'shop closed',
      });
    } finally {
      await t.db.updateTable('shops').set({ closed: 0 }).where('id', '=', kangning.shop_id).execute();
    }
  });
});

describe('/websocket idle sockets', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    // The gateways alone, with the §9 heartbeat shrunk from 28 s to 100 ms.
    app = Fastify();
    await registerRealtime(app, {
      bus: new InProcessBus(),
      db: t.db,
      clock: t.clock,
      tokens: new TokenService(t.config.jwtSecret, t.config.accessTokenTtl, t.clock),
      heartbeatMs: 100,
    });
    base = await listenForSockets(app);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('closes a socket silent for twice the heartbeat, and keeps one that pings', async () => {
    const u = await t.login('admin', 'admin123');
    const started = Date.now();
    const silent = await (await TestSocket.open(TestSocket.liveUrl(base, u.shop_id, u.access_token))).ready();
    const pinging = await (
      await TestSocket.open(TestSocket.liveUrl(base, u.shop_id, u.access_token))
    ).ready();
    const timer = setInterval(() => pinging.send('ping'), 50);
    try {
      expect(await silent.closed).toEqual({ code: LIVE_CLOSE.IDLE, reason: 'no heartbeat' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(pinging.ws.readyState).toBe(pinging.ws.OPEN);
    } finally {
      clearInterval(timer);
      pinging.close();
    }
  });
});
