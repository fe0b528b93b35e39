import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeituan } from '../../../testing/fakes/fake-meituan.ts';
import { startFakeServer } from '../../../testing/fakes/fake-http-server.ts';
import { deliveryOrderInput } from '../../../testing/delivery-order.ts';
import {
  DeliveryCallbackIgnored,
  DeliveryError,
  DeliverySignatureError,
} from '../delivery/delivery-partner.ts';
import { MeituanPartner } from './meituan-partner.ts';
import { signMeituan } from './meituan-sign.ts';

const credentials = { appKey: 'mt-app-key-0001', appSecret: 'mt-secret-0123456789', shopId: 'rx_shop_001' };

const order = deliveryOrderInput;

describe('MeituanPartner against the fake Meituan platform', () => {
  let mt: Awaited<ReturnType<typeof startFakeMeituan>>;
  let partner: MeituanPartner;
  beforeAll(async () => {
    mt = await startFakeMeituan(credentials);
    partner = new MeituanPartner({ baseUrl: mt.url, ...credentials });
  });
  afterAll(() => mt.close());

  it('creates an order with a signed form Meituan accepts', async () => {
    const created = await partner.createOrder(order('202405200001'));
    const kept = mt.orders.find((o) => o.orderId === '202405200001')!;
    expect(created).toEqual({ partner_order_id: kept.mtPeisongId, fee_fen: 650, distance_m: 2100 });

    const req = mt.requests.at(-1)!;
    expect(req.url.pathname).toBe('/api/order/createByShop');
    const params = Object.fromEntries(new URLSearchParams(req.body));
    expect(params.sign).toBe(signMeituan(params, credentials.appSecret));
    expect(params).toMatchObject({
      appkey: credentials.appKey,
      version: '1.0',
      delivery_id: '202405200001',
      order_id: '202405200001',
      shop_id: credentials.shopId,
      delivery_service_code: '4011',
      receiver_name: '李四',
      receiver_address: '北京市朝阳区阜通东大街6号',
      receiver_phone: '13911112222',
      receiver_lng: '116480881',
      receiver_lat: '39996794',
      coordinate_type: '0',
      goods_value: '35.80',
      goods_weight: '0.45',
      note: '请尽快送达',
    });
    expect(Math.abs(Number(params.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(params.goods_detail!)).toEqual({
      goods: [
        { goodCount: 2, goodName: '布洛芬缓释胶囊', goodPrice: 15.9, goodUnit: '件' },
        { goodCount: 1, goodName: '医用口罩', goodPrice: 4, goodUnit: '件' },
      ],
    });
  });

  it('sends the same delivery_id for the same sn, so a retried dispatch is the same delivery', async () => {
    const first = await partner.createOrder(order('RX-A-17'));
    const again = await partner.createOrder(order('RX-A-17'));
    expect(again.partner_order_id).toBe(first.partner_order_id);
    const ids = mt.requests.slice(-2).map((r) => new URLSearchParams(r.body).get('delivery_id'));
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('cancels the order it created', async () => {
    const created = await partner.createOrder(order('RX-B-1'));
    await partner.cancelOrder('RX-B-1', created.partner_order_id, '顾客取消');
    const kept = mt.orders.find((o) => o.mtPeisongId === created.partner_order_id)!;
    expect(kept.status).toBe('CANCELLED');
    expect(kept.cancelReason).toBe('顾客取消');
    expect(Object.fromEntries(new URLSearchParams(mt.requests.at(-1)!.body))).toMatchObject({
      cancel_reason_id: '199',
      mt_peisong_id: created.partner_order_id,
    });
  });

  it("turns a refusal into a DeliveryError carrying Meituan's code and message", async () => {
    await expect(partner.cancelOrder('RX-NONE', '1', 'x')).rejects.toThrow(
      new DeliveryError('Meituan order/delete refused: 5 订单不存在'),
    );
    mt.refuseWith({ code: 7, message: '余额不足' });
    try {
      await expect(partner.createOrder(order('RX-B-2'))).rejects.toThrow(/7 余额不足/);
    } finally {
      mt.refuseWith(null);
    }
  });

  it('is refused by Meituan when it signs with the wrong secret', async () => {
    const wrong = new MeituanPartner({ baseUrl: mt.url, ...credentials, appSecret: 'another-secret' });
    const error = await wrong.createOrder(order('RX-B-3')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as Error).message).toMatch(/签名验证失败/);
  });

  it('parses every status Meituan pushes, and its exception callback', async () => {
    const created = await partner.createOrder(order('RX-C-1'));
    const rider = { name: '王师傅', phone: '13700001111' };
    const parse = (built: { body: string }) =>
      partner.parseCallback({ rawBody: built.body, query: {}, headers: {} });
    const base = { sn: 'RX-C-1', partner_order_id: created.partner_order_id, rider, at: expect.any(Number) };
    expect(parse(mt.buildCallback({ sn: 'RX-C-1', status: 'ACCEPTED', rider }))).toEqual({
      ...base,
      status: 'ACCEPTED',
      reason: null,
    });
    expect(parse(mt.buildCallback({ sn: 'RX-C-1', status: 'PICKED_UP', rider }))).toEqual({
      ...base,
      status: 'PICKED_UP',
      reason: null,
    });
    expect(parse(mt.buildCallback({ sn: 'RX-C-1', status: 'DELIVERED', rider }))).toEqual({
      ...base,
      status: 'DELIVERED',
      reason: null,
    });
    expect(
      parse(mt.buildCallback({ sn: 'RX-C-1', status: 'CANCELLED', rider: null, reason: '商家取消' })),
    ).toEqual({
      ...base,
      rider: null,
      status: 'CANCELLED',
      reason: '商家取消',
    });
    expect(parse(mt.buildCallback({ sn: 'RX-C-1', status: 'ABNORMAL', rider, reason: '顾客拒收' }))).toEqual({
      ...base,
      status: 'ABNORMAL',
      reason: '顾客拒收',
    });
    expect(() => parse(mt.buildCallback({ sn: 'RX-C-1', status: 'DISPATCHING', rider: null }))).toThrow(
      DeliveryCallbackIgnored,
    );
    expect(() => mt.buildCallback({ sn: 'RX-C-1', status: 'ARRIVED_SHOP' as never })).toThrow(
      /no arrived-at-shop/,
    );
  });

  it('refuses a tampered callback, a forged one, and one for another appkey', async () => {
    await partner.createOrder(order('RX-C-2'));
    const built = mt.buildCallback({ sn: 'RX-C-2', status: 'DELIVERED' });
    const tampered = built.body.replace('status=50', 'status=99');
    expect(() => partner.parseCallback({ rawBody: tampered, query: {}, headers: {} })).toThrow(
      DeliverySignatureError,
    );
    const unsigned = new URLSearchParams(built.body);
    unsigned.delete('sign');
    expect(() => partner.parseCallback({ rawBody: unsigned.toString(), query: {}, headers: {} })).toThrow(
      DeliverySignatureError,
    );
    const foreign = Object.fromEntries(new URLSearchParams(built.body));
    foreign.appkey = 'someone-else';
    foreign.sign = signMeituan(foreign, credentials.appSecret);
    expect(() =>
      partner.parseCallback({ rawBody: new URLSearchParams(foreign).toString(), query: {}, headers: {} }),
    ).toThrow(DeliverySignatureError);
  });

  it('delivers signed callbacks over HTTP that our endpoint verifies and acknowledges', async () => {
    await partner.createOrder(order('RX-C-3'));
    const seen: string[] = [];
    const endpoint = await startFakeServer((req, res) => {
      try {
        seen.push(partner.parseCallback({ rawBody: req.body, query: {}, headers: req.headers }).status);
        const ack = partner.callbackAck();
        res.writeHead(200, { 'content-type': ack.contentType }).end(ack.body);
      } catch (e) {
        res.writeHead(e instanceof DeliverySignatureError ? 401 : 400).end();
      }
    });
    try {
      expect(await mt.sendCallback(`${endpoint.url}/cb`, { sn: 'RX-C-3', status: 'ACCEPTED' })).toEqual({
        status: 200,
        body: '{"code":0}',
      });
      expect(
        (
          await mt.sendCallback(
            `${endpoint.url}/cb`,
            { sn: 'RX-C-3', status: 'PICKED_UP' },
            { forgeSign: true },
          )
        ).status,
      ).toBe(401);
      expect(seen).toEqual(['ACCEPTED']);
      expect(mt.orders.find((o) => o.orderId === 'RX-C-3')!.status).toBe('ACCEPTED');
    } finally {
      await endpoint.close();
    }
  });
});

describe('MeituanPartner with an account that is not told the fee', () => {
  it('reports fee 0 and no distance', async () => {
    const mt = await startFakeMeituan({ ...credentials, feeFen: null, distanceM: null });
    try {
      const created = await new MeituanPartner({ baseUrl: mt.url, ...credentials }).createOrder(
        order('RX-D-1'),
      );
      expect(created).toEqual({
        partner_order_id: expect.stringMatching(/^\d+$/),
        fee_fen: 0,
        distance_m: null,
      });
    } finally {
      await mt.close();
    }
  });
});

describe('MeituanPartner when Meituan cannot be reached', () => {
  it('is a DeliveryError when nothing listens', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    await expect(
      new MeituanPartner({ baseUrl: gone.url, ...credentials }).createOrder(order('RX-X-1')),
    ).rejects.toThrow(/Meituan unreachable/);
  });

  it('is a DeliveryError when Meituan does not answer in time', async () => {
    const silent = await startFakeServer(() => undefined);
    try {
      const partner = new MeituanPartner({ baseUrl: silent.url, ...credentials }, { timeoutMs: 200 });
      await expect(partner.cancelOrder('RX-X-2', '1', 'x')).rejects.toThrow(DeliveryError);
    } finally {
      await silent.close();
    }
  });
});
