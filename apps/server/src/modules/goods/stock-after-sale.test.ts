import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { caller, raiseCase } from '../../testing/after-sale.ts';
import { expressOrderBody, placeOrder } from '../../testing/orders.ts';
import { expectLedgerWhole, newTestGoods } from '../../testing/stock.ts';

/** After-sale and stock by batch (issue 20): returned units go back into the batches the order line
 * took — earliest-expiring first, never more into a batch than it gave the line, counting earlier
 * returns — and a re-send takes FEFO like an order. */
describe('after-sale stock by batch', () => {
  let t: TestApp;
  let admin: string;
  let shopId: number;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    shopId = (await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const day = (offset: number) => unixToDateString(t.clock.now() + offset * 86400, 'yyyy-MM-dd');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    caller(t, admin)(method, url, payload);
  const qty = async (skuId: number) =>
    Object.fromEntries(
      (
        (await call('GET', `/seller/goods/skus/${skuId}/batches`)).json().batches as {
          batch_no: string;
          quantity: number;
        }[]
      ).map((b) => [b.batch_no, b.quantity]),
    );

  /** A shipped order of `num` units of a new goods item with batches SOON (2 units) and LATE (5). */
  async function shippedOrder(code: string, num: number) {
    const g = await newTestGoods(t.db, shopId, code);
    const sku = g.skuIds[0]!;
    for (const [batch_no, expiry, quantity] of [
      ['SOON', 40, 2],
      ['LATE', 400, 5],
    ] as const)
      await call('POST', `/seller/goods/skus/${sku}/batches`, {
        batch_no,
        production_date: day(-100),
        expiry_date: day(expiry),
        quantity,
      });
    const { sn } = (await placeOrder(t, expressOrderBody([{ goods_code: code, num }]))).json();
    const detail = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json();
    const item = detail.items[0] as { item_id: number; price: number };
    const batches = (await call('GET', `/seller/trade/orders/${sn}/batch-num`)).json()[0].batch_numbers;
    expect(batches).toEqual(['SOON', 'LATE']);
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: [{ item_id: item.item_id, batch_numbers: batches }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    return { sku, sn, item };
  }

  async function returned(o: { sn: string; item: { item_id: number; price: number } }, num: number) {
    const res = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'RETURN_GOODS',
      reason: 'QUALITY',
      description: '药盒破损',
      images: ['https://img.example.com/a.jpg'],
      lines: [{ item_id: o.item.item_id, num }],
      requested_amount: o.item.price * num,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sn = res.json().service_sn as string;
    const steps: [string, object][] = [
      ['approve', { approved_amount: o.item.price * num }],
      ['ship-back', { express_code: 'SF', waybill_no: 'SF1412345678' }],
      ['stock-in', {}],
    ];
    for (const [action, body] of steps) {
      const r = await call('POST', `/seller/after-sales/${sn}/${action}`, body);
      expect(r.statusCode, `${action} ${r.body}`).toBe(200);
    }
    // The case ends (refunded) before the next one on the order opens.
    const refund = await call('POST', `/seller/after-sales/${sn}/refund`, {
      method: 'OFFLINE',
      note: '现金',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    return sn;
  }

  it('returns go back into the line’s batches, earliest expiry first, counting earlier returns', async () => {
    const o = await shippedOrder('RETURN01', 3);
    expect(await qty(o.sku)).toEqual({ SOON: 0, LATE: 4 });
    await returned(o, 1);
    expect(await qty(o.sku)).toEqual({ SOON: 1, LATE: 4 });
    await returned(o, 2);
    // SOON gave the line 2 and has 1 back already: one more there, the last one into LATE.
    expect(await qty(o.sku)).toEqual({ SOON: 2, LATE: 5 });
    await expectLedgerWhole(t.db, shopId);
  });
});
