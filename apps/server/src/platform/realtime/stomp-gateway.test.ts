import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { LIVE_CLOSE, LIVE_NOTICE, stompDestination, stompTopic } from '@rxdesk/contract/live/live-notices';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TestSocket, listenForSockets } from '../../testing/realtime-client.ts';
import { TokenService } from '../auth/tokens.ts';
import { InProcessBus } from './in-process-bus.ts';
import { registerRealtime } from './register-realtime.ts';
import { encodeFrame } from './stomp-frame.ts';

interface Stomp {
  client: Client;
  received: { destination: string; body: string }[];
  /** The STOMP ERROR frame and the WebSocket close, if any. */
  error: Promise<{ message: string; code: number }>;
  subscribe(destination: string): Promise<void>;
}

/** A §7 client: stompjs over `ws`, guest login, the access token as passcode. */
function connectStomp(base: string, token: string): Promise<Stomp> {
  const received: Stomp['received'] = [];
  let stompError: IFrame | undefined;
  let failed: (e: { message: string; code: number }) => void = () => undefined;
  const error = new Promise<{ message: string; code: number }>((resolve) => (failed = resolve));
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${base}/stomp`, ['v12.stomp']) as unknown as IStompSocket,
    connectHeaders: { login: 'guest', passcode: token },
    reconnectDelay: 0,
    debug: () => undefined,
  });
  let receipts = 0;
  const stomp: Stomp = {
    client,
    received,
    error,
    subscribe: (destination) =>
      new Promise((resolve) => {
        const receipt = `r-${++receipts}`;
        client.watchForReceipt(receipt, () => resolve());
        client.subscribe(
          destination,
          (m: IMessage) => received.push({ destination: m.headers.destination ?? '', body: m.body }),
          { receipt },
        );
      }),
  };
  return new Promise((resolve, reject) => {
    client.onConnect = () => resolve(stomp);
    client.onStompError = (frame) => (stompError = frame);
    client.onWebSocketClose = (event: { code: number }) => {
      const e = { message: stompError?.headers.message ?? '', code: event.code };
      failed(e);
      reject(new Error(`closed ${e.code} ${e.message}`));
    };
    client.activate();
  });
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('/stomp', () => {
  let t: TestApp;
  let base: string;
  let admin: LoggedInUser;
  let kangning: LoggedInUser;
  const clients: Client[] = [];
  const connect = async (token: string) => {
    const s = await connectStomp(base, token);
    clients.push(s.client);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
    admin = await t.login('admin', 'admin123');
    kangning = await t.login('kangning', 'kangning123');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.deactivate()));
    await t.close();
  });

  it("delivers to the caller's own topics: 10 on the shop and newOrderWarn topics, 15/16 and warnings on theirs", async () => {
    const shop = admin.shop_id;
    const own = await connect(admin.access_token);
    const topics = [
      stompTopic.shop(shop),
      stompTopic.newOrderWarn(shop, admin.login_count),
      stompTopic.shoutRiderWarn(shop),
      stompTopic.refundOrderWarn(shop),
      stompTopic.distributionUnusualWarn(shop),
      stompTopic.cancelOrderWarn(shop),
    ];
    for (const topic of topics) await own.subscribe(stompDestination(topic));
    const other = await connect(kangning.access_token);
    await other.subscribe(stompDestination(stompTopic.shop(kangning.shop_id)));
    await other.subscribe(stompDestination(stompTopic.newOrderWarn(kangning.shop_id, kangning.login_count)));

    const data = {
      order_sn: 'SN-S-1',
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: 'ONLINE',
      entry_status: 0,
      order_price: 9.9,
      create_time: 1,
      pos_print_status: '0',
      is_erp: 0,
      notice_type: 10,
    } as const;
    await t.bus.publish({ kind: 'notice', shopId: shop, type: LIVE_NOTICE.NEW_ORDER, data });
    await t.bus.publish({
      kind: 'notice',
      shopId: shop,
      type: LIVE_NOTICE.ORDER_ENTERED,
      data: { order_sn: 'SN-S-1' },
    });
    await t.bus.publish({
      kind: 'notice',
      shopId: shop,
      type: LIVE_NOTICE.REFUND_ALERT,
      data: { order_sn: 'SN-S-1', as_order_sn: 'AS-9' },
    });
    await t.bus.publish({
      kind: 'notice',
      shopId: shop,
      type: LIVE_NOTICE.CANCEL_ALERT,
      data: { order_sn: 'SN-S-2' },
    });
    await t.bus.publish({
      kind: 'warn',
      shopId: shop,
      topic: 'shoutRiderWarn',
      body: { order_sn: 'SN-S-3', message: '骑手催单' },
    });
    await t.bus.publish({
      kind: 'warn',
      shopId: shop,
      topic: 'distributionUnusualWarn',
      body: { order_sn: 'SN-S-4' },
    });
    await settle();

    const notice10 = JSON.stringify({ type: 10, data });
    expect(own.received).toEqual([
      { destination: stompDestination(topics[0]!), body: notice10 },
      { destination: stompDestination(topics[1]!), body: notice10 },
      {
        destination: stompDestination(topics[3]!),
        body: JSON.stringify({ type: 15, data: { order_sn: 'SN-S-1', as_order_sn: 'AS-9' } }),
      },
      {
        destination: stompDestination(topics[5]!),
        body: JSON.stringify({ type: 16, data: { order_sn: 'SN-S-2' } }),
      },
      {
        destination: stompDestination(topics[2]!),
        body: JSON.stringify({ order_sn: 'SN-S-3', message: '骑手催单' }),
      },
      { destination: stompDestination(topics[4]!), body: JSON.stringify({ order_sn: 'SN-S-4' }) },
    ]);
    expect(other.received).toEqual([]);
  });

  it("refuses a subscription to another shop's topic with ERROR and 4403", async () => {
    const s = await connect(admin.access_token);
    s.client.subscribe(stompDestination(stompTopic.newOrderWarn(kangning.shop_id, 1)), () => undefined);
    expect(await s.error).toEqual({
      code: LIVE_CLOSE.WRONG_SHOP,
      message: `/topic/${kangning.shop_id}_newOrderWarn_1 belongs to another shop`,
    });
  });

  it('refuses unknown destinations', async () => {
    const s = await connect(admin.access_token);
    s.client.subscribe('/queue/anything', () => undefined);
    expect((await s.error).code).toBe(LIVE_CLOSE.BAD_REQUEST);
  });

  it('refuses CONNECT without a valid token', async () => {
    await expect(connect('guest')).rejects.toThrow(`closed ${LIVE_CLOSE.UNAUTHENTICATED} invalid token`);
  });

  it('ends STOMP sockets of a forced logout with ERROR and 4410', async () => {
    const u = await t.login('clerk', 'clerk123');
    const s = await connect(u.access_token);
    await s.subscribe(stompDestination(stompTopic.shop(u.shop_id)));
    await t.bus.publish({ kind: 'force-logout', userId: u.uid });
    expect(await s.error).toEqual({ code: LIVE_CLOSE.SESSION_ENDED, message: 'session ended' });
  });

  it('answers CONNECT with version 1.2 and heart-beats, and DISCONNECT with its RECEIPT', async () => {
    const s = await TestSocket.open(`${base}/stomp`, ['v10.stomp', 'v12.stomp']);
    expect(s.ws.protocol).toBe('v12.stomp');
    s.send(
      encodeFrame('CONNECT', {
        'accept-version': '1.1,1.2',
        host: 'localhost',
        'heart-beat': '5000,0',
        Authorization: `Bearer ${admin.access_token}`,
      }),
    );
    expect(await s.next()).toBe('CONNECTED\nversion:1.2\nheart-beat:28000,28000\nserver:RxDesk\n\n\0');
    s.send(encodeFrame('DISCONNECT', { receipt: 'bye-1' }));
    expect(await s.next()).toBe('RECEIPT\nreceipt-id:bye-1\n\n\0');
    expect((await s.closed).code).toBe(1000);
  });

  it('refuses frames before CONNECT and commands a subscriber has no use for', async () => {
    const early = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    early.send(encodeFrame('SUBSCRIBE', { id: '1', destination: '/topic/1' }));
    expect(await early.next()).toMatch(/^ERROR\nmessage:expected CONNECT\n/);
    expect((await early.closed).code).toBe(LIVE_CLOSE.BAD_REQUEST);

    const sender = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    sender.send(encodeFrame('CONNECT', { 'accept-version': '1.2', passcode: admin.access_token }));
    await sender.next();
    sender.send(encodeFrame('SEND', { destination: `/topic/${admin.shop_id}`, receipt: 'r1' }, 'hi'));
    expect(await sender.next()).toMatch(/^ERROR\nmessage:SEND is not supported.*\nreceipt-id:r1\n/s);
    expect((await sender.closed).code).toBe(LIVE_CLOSE.BAD_REQUEST);
  });
});

describe('/stomp heart-beats', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
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

  it('sends EOL heart-beats as negotiated and closes a client whose heart-beats stop', async () => {
    const u = await t.login('admin', 'admin123');
    const s = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    s.send(
      encodeFrame('CONNECT', { 'accept-version': '1.2', passcode: u.access_token, 'heart-beat': '100,100' }),
    );
    expect(await s.next()).toMatch(/^CONNECTED\nversion:1.2\nheart-beat:100,100\n/);
    const started = Date.now();
    expect(await s.next()).toBe('\n');
    expect(await s.next()).toBe('\n');
    // We send nothing: the server gives up after twice the negotiated period.
    expect(await s.closed).toMatchObject({ code: LIVE_CLOSE.IDLE, reason: 'no heart-beat' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('closes a socket that never sends CONNECT', async () => {
    const s = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    expect(await s.next()).toMatch(/^ERROR\nmessage:no CONNECT in time/);
    expect((await s.closed).code).toBe(LIVE_CLOSE.IDLE);
  });
});
