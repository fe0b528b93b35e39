import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/realtime/bus-message.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { startFakeSfExpress } from '../../testing/fakes/fake-sf-express.ts';
import { startFakeMeituan } from '../../testing/fakes/fake-meituan.ts';

describe('same-city delivery through SF Express and Meituan', () => {
  let sf: Awaited<ReturnType<typeof startFakeSfExpress>>;
  let mt: Awaited<ReturnType<typeof startFakeMeituan>>;
  let t: TestApp;
  let base: string;
  let admin: string;
  const published: BusMessage[] = [];
  beforeAll(async () => {
    sf = await startFakeSfExpress({
      devId: '1555600001',
      devKey: 'sf-dev-key-0001',
      shopId: '3243279847393',
      feeFen: 1200,
    });
    mt = await startFakeMeituan({
      appKey: 'mt-app-key',
      appSecret: 'mt-app-secret',
      shopId: 'test_0001',
      feeFen: 900,
    });
    t = await createTestApp({
      SF_BASE_URL: sf.url,
      SF_DEV_ID: '1555600001',
      SF_DEV_KEY: 'sf-dev-key-0001',
      SF_SHOP_ID: '3243279847393',
      MEITUAN_BASE_URL: mt.url,
      MEITUAN_APP_KEY: 'mt-app-key',
      MEITUAN_APP_SECRET: 'mt-app-secret',
      MEITUAN_SHOP_ID: 'test_0001',
    });
    // The app's business clock an hour past the partners' clocks (as a test app's clock stands at
    // its seed time late in a long run): their signed requests must still carry the real time.
    t.clock.advance(3600);
    t.bus.subscribe((m) => published.push(m));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = (await t.login('admin', 'admin123')).access_token;
  });
  afterAll(async () => {
    await t.close();
    await sf.close();
    await mt.close();
  });

  const sameCityOrder = async () => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房', { shipping_type: 'SAME_CITY' }));
    return res.json().sn as string;
  };
  const post = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/seller/trade${url}`,
      headers: { authorization: admin },
      ...(payload ? { payload } : {}),
    });
  const detail = async (sn: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/trade/orders/detail/${sn}`,
        headers: { authorization: admin },
      })
    ).json();

  it('SF: calls a rider with a signed request; callbacks move the order to shipped and delivered', async () => {
    const sn = await sameCityOrder();
    const res = await post(`/sf-express/orders/${sn}/dispatching`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sf.orders).toHaveLength(1);
    expect(sf.orders[0]!.shopOrderId).toBe(sn);
    let d = await detail(sn);
    expect(d).toMatchObject({
      delivery_partner: 'SF',
      delivery_status: 'WAITING',
      delivery_fee: 12,
      status: 'PAID_OFF',
    });
    expect((await post(`/orders/${sn}/dispatching`, { type: 'SF' })).statusCode).toBe(409);

    const url = `${base}/api/open/delivery/sf/callback`;
    expect(
      (
        await sf.sendCallback(url, {
          sn,
          status: 'ACCEPTED',
          rider: { name: '张骑手', phone: '13700001111' },
        })
      ).status,
    ).toBe(200);
    expect(published.some((m) => m.kind === 'warn' && m.topic === 'shoutRiderWarn')).toBe(true);
    expect((await sf.sendCallback(url, { sn, status: 'PICKED_UP', rider: null })).status).toBe(200);
    d = await detail(sn);
    expect(d).toMatchObject({ status: 'SHIPPED', delivery_status: 'PICKED_UP', rider_name: '张骑手' });
    await sf.sendCallback(url, { sn, status: 'DELIVERED' });
    await sf.sendCallback(url, { sn, status: 'DELIVERED' }); // repeated: acknowledged, nothing changes
    d = await detail(sn);
    expect(d).toMatchObject({ status: 'COMPLETE', delivery_status: 'DELIVERED' });
    const flow = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/trade/orders/${sn}/flow`,
        headers: { authorization: admin },
      })
    ).json();
    expect(flow.map((f: { status: string }) => f.status)).toEqual(['NEW', 'PAID_OFF', 'SHIPPED', 'COMPLETE']);
  });

  it('refuses a callback with a bad signature and changes nothing', async () => {
    const sn = await sameCityOrder();
    await post(`/orders/${sn}/dispatching`, { type: 1 });
    const forged = await sf.sendCallback(
      `${base}/api/open/delivery/sf/callback`,
      { sn, status: 'PICKED_UP' },
      { forgeSign: true },
    );
    expect(forged.status).toBe(401);
    expect((await detail(sn)).status).toBe('PAID_OFF');
  });

  it('Meituan: calls a rider, an abnormal callback warns the shop, cancel works before pick-up', async () => {
    const sn = await sameCityOrder();
    const called = await post(`/meituan/orders/${sn}/meituanDispatching`);
    expect(called.statusCode, called.body).toBe(200);
    expect(mt.orders).toHaveLength(1);
    const url = `${base}/api/open/delivery/meituan/callback`;
    expect((await mt.sendCallback(url, { sn, status: 'ACCEPTED' })).status).toBe(200);
    const bad = await mt.sendCallback(url, { sn, status: 'PICKED_UP' }, { forgeSign: true });
    expect(bad.status).toBe(401);
    expect((await detail(sn)).delivery_status).toBe('ACCEPTED');
    const cancelled = await post(`/orders/${sn}/cancelDelivery`);
    expect(cancelled.json().delivery_status).toBe('CANCELLED');
    expect(mt.orders[0]!.status).toBe('CANCELLED');
    // Called again after cancelling: allowed.
    expect((await post(`/orders/${sn}/dispatching`, { type: 'MEITUAN' })).statusCode).toBe(200);
    await mt.sendCallback(url, { sn, status: 'ABNORMAL', reason: '联系不上收货人' });
    expect((await detail(sn)).delivery_status).toBe('ABNORMAL');
    expect(published.some((m) => m.kind === 'warn' && m.topic === 'distributionUnusualWarn')).toBe(true);
  });

  it('a partner refusal is a clear error and leaves the order as it was', async () => {
    const sn = await sameCityOrder();
    sf.refuseWith({ error_code: 2001, error_msg: '超出配送范围' });
    try {
      const res = await post(`/sf-express/orders/${sn}/dispatching`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('超出配送范围');
      expect((await detail(sn)).delivery_status).toBe('NONE');
    } finally {
      sf.refuseWith(null);
    }
  });

  it('without configuration the partner answers "not configured"', async () => {
    const plain = await createTestApp();
    try {
      const res = await placeOrder(
        plain,
        await orderBody(plain, '演示大药房', { shipping_type: 'SAME_CITY' }),
      );
      const token = (await plain.login('admin', 'admin123')).access_token;
      const call = await plain.app.inject({
        method: 'POST',
        url: `/api/seller/trade/sf-express/orders/${res.json().sn}/dispatching`,
        headers: { authorization: token },
      });
      expect(call.statusCode).toBe(503);
      expect(call.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  });
});
