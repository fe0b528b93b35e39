import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../testing/fakes/fake-http-server.ts';
import { deliveryOrderInput } from '../../../testing/delivery-order.ts';
import { startFakeSfExpress } from '../../../testing/fakes/fake-sf-express.ts';
import {
  DeliveryCallbackIgnored,
  DeliveryError,
  DeliverySignatureError,
  type DeliveryStatus,
} from '../delivery/delivery-partner.ts';
import { SfExpressPartner } from './sf-express-partner.ts';
import { signSf } from './sf-sign.ts';

const credentials = { devId: '1551234567', devKey: 'sf-dev-key-0123456789abcdef', shopId: '3243279847393' };

const order = deliveryOrderInput;

describe('SfExpressPartner against the fake SF platform', () => {
  let sf: Awaited<ReturnType<typeof startFakeSfExpress>>;
  let partner: SfExpressPartner;
  beforeAll(async () => {
    sf = await startFakeSfExpress(credentials);
    partner = new SfExpressPartner({ baseUrl: sf.url, ...credentials });
  });
  afterAll(() => sf.close());

  it('creates an order with a signed request SF accepts, keeping the long sf_order_id exact', async () => {
    const created = await partner.createOrder(order('SF-0001'));
    const kept = sf.orders.find((o) => o.shopOrderId === 'SF-0001')!;
    expect(created).toEqual({ partner_order_id: kept.sfOrderId, fee_fen: 1800, distance_m: 2650 });
    expect(BigInt(created.partner_order_id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);

    const req = sf.requests.at(-1)!;
    expect(req.url.pathname).toBe('/open/api/external/createorder');
    expect(req.url.searchParams.get('sign')).toBe(signSf(req.body, credentials.devId, credentials.devKey));
    expect(JSON.parse(req.body)).toMatchObject({
      dev_id: 1551234567,
      shop_id: credentials.shopId,
      shop_order_id: 'SF-0001',
      pay_type: 1,
      order_time: 1_716_170_000,
      is_appoint: 0,
      version: 19,
      remark: '请尽快送达',
      receive: {
        user_name: '李四',
        user_phone: '13911112222',
        user_address: '北京市朝阳区阜通东大街6号',
        user_lng: '116.480881',
        user_lat: '39.996794',
      },
      order_detail: {
        total_price: 3580,
        product_type: 2,
        weight_gram: 450,
        product_num: 3,
        product_type_num: 2,
        product_detail: [
          { product_name: '布洛芬缓释胶囊', product_num: 2 },
          { product_name: '医用口罩', product_num: 1 },
        ],
      },
    });
  });

  it('cancels the order it created', async () => {
    const created = await partner.createOrder(order('SF-0002'));
    await partner.cancelOrder('SF-0002', created.partner_order_id, '顾客取消');
    const kept = sf.orders.find((o) => o.sfOrderId === created.partner_order_id)!;
    expect(kept.status).toBe('CANCELLED');
    expect(kept.cancelReason).toBe('顾客取消');
    expect(JSON.parse(sf.requests.at(-1)!.body)).toMatchObject({
      order_id: created.partner_order_id,
      order_type: 1,
    });
  });

  it("turns a refusal into a DeliveryError carrying SF's code and message", async () => {
    await expect(partner.cancelOrder('SF-404', '123', 'x')).rejects.toThrow(
      new DeliveryError('SF cancelorder refused: 2001 order not found'),
    );
    sf.refuseWith({ error_code: 1009, error_msg: '账户余额不足' });
    try {
      await expect(partner.createOrder(order('SF-0003'))).rejects.toThrow(/1009 账户余额不足/);
    } finally {
      sf.refuseWith(null);
    }
  });

  it('is refused by SF when it signs with the wrong key', async () => {
    const wrong = new SfExpressPartner({ baseUrl: sf.url, ...credentials, devKey: 'another-key' });
    const error = await wrong.createOrder(order('SF-0004')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as Error).message).toMatch(/1003 sign error/);
  });

  it('parses every status SF pushes', async () => {
    const created = await partner.createOrder(order('SF-0005'));
    const rider = { name: '王师傅', phone: '13700001111' };
    const cases: [DeliveryStatus, string | null][] = [
      ['ACCEPTED', null],
      ['ARRIVED_SHOP', null],
      ['PICKED_UP', null],
      ['DELIVERED', null],
      ['CANCELLED', '骑士无法联系顾客'],
      ['ABNORMAL', '顾客拒收'],
    ];
    for (const [status, reason] of cases) {
      const built = sf.buildCallback({ sn: 'SF-0005', status, rider, ...(reason ? { reason } : {}) });
      const parsed = partner.parseCallback({ rawBody: built.body, query: built.query, headers: {} });
      expect(parsed).toEqual({
        sn: 'SF-0005',
        partner_order_id: created.partner_order_id,
        status,
        rider,
        reason,
        at: expect.any(Number),
      });
    }
  });

  it("reads SF's own status codes and fields, including 撤单 and a callback without a rider", () => {
    const call = (payload: string) =>
      partner.parseCallback({
        rawBody: payload,
        query: { sign: signSf(payload, credentials.devId, credentials.devKey) },
        headers: {},
      });
    const recall = call(
      '{"sf_order_id":3396014374417346999,"shop_order_id":"SN9","url_index":"rider_recall","order_status":22,"status_desc":"配送员撤单","push_time":1716170100}',
    );
    expect(recall).toEqual({
      sn: 'SN9',
      partner_order_id: '3396014374417346999',
      status: 'ABNORMAL',
      rider: null,
      reason: '配送员撤单',
      at: 1716170100,
    });
    const exception = call(
      '{"sf_order_id":"77","shop_order_id":"SN9","url_index":"rider_exception","operator_name":"赵","operator_phone":"1","ex_id":2005,"ex_content":"顾客拒收","push_time":1716170200}',
    );
    expect(exception).toMatchObject({
      partner_order_id: '77',
      status: 'ABNORMAL',
      reason: '顾客拒收',
      rider: { name: '赵', phone: '1' },
    });
    expect(() =>
      call(
        '{"sf_order_id":1,"shop_order_id":"SN9","url_index":"rider_status","order_status":1,"status_desc":"订单创建"}',
      ),
    ).toThrow(DeliveryCallbackIgnored);
    expect(() => call('{"sf_order_id":1,"shop_order_id":"SN9","url_index":"rider_status"}')).toThrow(
      DeliveryError,
    );
    expect(() => call('not json')).toThrow(DeliveryError);
  });

  it('refuses a tampered or unsigned callback', async () => {
    await partner.createOrder(order('SF-0006'));
    const built = sf.buildCallback({ sn: 'SF-0006', status: 'DELIVERED' });
    const tampered = built.body.replace('"order_status":17', '"order_status":2');
    expect(() => partner.parseCallback({ rawBody: tampered, query: built.query, headers: {} })).toThrow(
      DeliverySignatureError,
    );
    expect(() => partner.parseCallback({ rawBody: built.body, query: {}, headers: {} })).toThrow(
      DeliverySignatureError,
    );
    const otherKey = new SfExpressPartner({ baseUrl: sf.url, ...credentials, devKey: 'another-key' });
    expect(() => otherKey.parseCallback({ rawBody: built.body, query: built.query, headers: {} })).toThrow(
      DeliverySignatureError,
    );
  });

  it('delivers signed callbacks over HTTP that our endpoint verifies and acknowledges', async () => {
    await partner.createOrder(order('SF-0007'));
    const seen: string[] = [];
    const endpoint = await startFakeServer((req, res) => {
      try {
        const cb = partner.parseCallback({
          rawBody: req.body,
          query: Object.fromEntries(req.url.searchParams),
          headers: req.headers,
        });
        seen.push(cb.status);
        const ack = partner.callbackAck();
        res.writeHead(200, { 'content-type': ack.contentType }).end(ack.body);
      } catch (e) {
        res.writeHead(e instanceof DeliverySignatureError ? 401 : 400).end();
      }
    });
    try {
      expect(
        await sf.sendCallback(`${endpoint.url}/api/delivery/sf/callback`, {
          sn: 'SF-0007',
          status: 'ACCEPTED',
        }),
      ).toEqual({
        status: 200,
        body: '{"error_code":0,"error_msg":"success"}',
      });
      expect(
        (
          await sf.sendCallback(
            `${endpoint.url}/cb`,
            { sn: 'SF-0007', status: 'PICKED_UP' },
            { forgeSign: true },
          )
        ).status,
      ).toBe(401);
      expect(seen).toEqual(['ACCEPTED']);
      expect(sf.orders.find((o) => o.shopOrderId === 'SF-0007')!.status).toBe('ACCEPTED');
    } finally {
      await endpoint.close();
    }
  });
});

describe('SfExpressPartner when SF cannot be reached', () => {
  it('is a DeliveryError when nothing listens', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    const partner = new SfExpressPartner({ baseUrl: gone.url, ...credentials });
    await expect(partner.createOrder(order('SF-X1'))).rejects.toThrow(/SF Express unreachable/);
  });

  it('is a DeliveryError when SF does not answer in time', async () => {
    const silent = await startFakeServer(() => undefined);
    try {
      const partner = new SfExpressPartner({ baseUrl: silent.url, ...credentials }, { timeoutMs: 200 });
      await expect(partner.cancelOrder('SF-X2', '1', 'x')).rejects.toThrow(DeliveryError);
    } finally {
      await silent.close();
    }
  });

  it('is a DeliveryError when SF answers an HTTP error page', async () => {
    const broken = await startFakeServer((_req, res) => res.writeHead(502).end('<html>Bad Gateway</html>'));
    try {
      const partner = new SfExpressPartner({ baseUrl: broken.url, ...credentials });
      await expect(partner.createOrder(order('SF-X3'))).rejects.toThrow(
        new DeliveryError('SF Express answered HTTP 502'),
      );
    } finally {
      await broken.close();
    }
  });
});
