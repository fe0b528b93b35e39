import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { DEMO_KEY, expressOrderBody, placeOrder } from '../../testing/orders.ts';
import { expectLedgerWhole, newTestGoods } from '../../testing/stock.ts';
import { receiveInTrx } from './stock-ledger.repository.ts';

/** Orders take stock FEFO from the batches of the SKU they sell, never from an expired batch, and a
 * cancel puts it back where it came from (issue 20). */
describe('orders and stock by batch', () => {
  let t: TestApp;
  let admin: string;
  let shopId: number;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    shopId = (await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const day = (offset: number) => unixToDateString(t.clock.now() + offset * 86400, 'yyyy-MM-dd');
  const seller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/seller${url}`, headers: { authorization: admin }, payload });
  const receive = (skuId: number, batch_no: string, expiryIn: number, quantity: number) =>
    seller('POST', `/goods/skus/${skuId}/batches`, {
      batch_no,
      production_date: day(-100),
      expiry_date: day(expiryIn),
      quantity,
    });
  const batchesOf = async (skuId: number) =>
    (await seller('GET', `/goods/skus/${skuId}/batches`)).json().batches as {
      batch_no: string;
      quantity: number;
      expired: number;
    }[];
  const qty = async (skuId: number) =>
    Object.fromEntries((await batchesOf(skuId)).map((b) => [b.batch_no, b.quantity]));
  const order = (items: { goods_code: string; sku_id?: number; num: number }[]) =>
    placeOrder(t, expressOrderBody(items));

  it('takes the earliest-expiring batch first, across batches, and records them on the line', async () => {
    const g = await newTestGoods(t.db, shopId, 'FEFO001');
    const sku = g.skuIds[0]!;
    expect((await receive(sku, 'LATE', 400, 5)).statusCode).toBe(200);
    expect((await receive(sku, 'SOON', 40, 2)).statusCode).toBe(200);
    expect((await receive(sku, 'MID', 200, 3)).statusCode).toBe(200);
    const res = await order([{ goods_code: g.goodsCode, num: 4 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await qty(sku)).toEqual({ SOON: 0, MID: 1, LATE: 5 });
    const { sn } = res.json();
    // The ship dialog opens with the batches taken, earliest expiry first.
    const lines = (await seller('GET', `/trade/orders/${sn}/batch-num`)).json();
    expect(lines[0].batch_numbers).toEqual(['SOON', 'MID']);
    const item = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.sku_id', 'order_items.price'])
      .where('orders.sn', '=', sn)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ sku_id: sku, price: g.price });
    const ledger = (await seller('GET', `/goods/skus/${sku}/ledger?kind=ORDER`)).json();
    expect(ledger.data.map((r: { delta: number; ref: string }) => [r.delta, r.ref])).toEqual([
      [-2, sn],
      [-2, sn],
    ]);
    await expectLedgerWhole(t.db, shopId);
  });

  it('never sells an expired batch: an order for the last, expired units is refused', async () => {
    const g = await newTestGoods(t.db, shopId, 'EXPIRED01');
    const sku = g.skuIds[0]!;
    // Received while it was good; it has since expired (receive refuses an expired batch now).
    await t.db.transaction().execute((trx) =>
      receiveInTrx(trx, {
        shopId,
        skuId: sku,
        batchNo: 'OLD',
        productionDate: day(-800),
        expiryDate: day(-1),
        quantity: 6,
        kind: 'INTAKE',
        now: t.clock.now() - 700 * 86400,
      }),
    );
    const refused = await order([{ goods_code: g.goodsCode, num: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`库存不足：测试药品 EXPIRED01（剩余 0）`);
    expect((await batchesOf(sku))[0]).toMatchObject({ batch_no: 'OLD', quantity: 6, expired: 1 });
    // A good batch arrives: that one is sold, the expired one stays locked.
    await receive(sku, 'NEW', 300, 2);
    expect((await order([{ goods_code: g.goodsCode, num: 2 }])).statusCode).toBe(201);
    expect(await qty(sku)).toEqual({ OLD: 6, NEW: 0 });
    const short = await order([{ goods_code: g.goodsCode, num: 1 }]);
    expect(short.statusCode).toBe(409);
    await expectLedgerWhole(t.db, shopId);
  });

  it('concurrent orders for the last unit: exactly one succeeds', async () => {
    const g = await newTestGoods(t.db, shopId, 'LAST0001');
    await receive(g.skuIds[0]!, 'ONE', 300, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order([{ goods_code: g.goodsCode, num: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await qty(g.skuIds[0]!)).toEqual({ ONE: 0 });
    await expectLedgerWhole(t.db, shopId);
  });

  it('a cancelled order puts its units back into the very batches it took', async () => {
    const g = await newTestGoods(t.db, shopId, 'CANCEL01');
    const sku = g.skuIds[0]!;
    await receive(sku, 'A', 60, 1);
    await receive(sku, 'B', 300, 4);
    const { sn } = (await order([{ goods_code: g.goodsCode, num: 3 }])).json();
    // Meanwhile a fresher batch arrives: the put-back must not go there.
    await receive(sku, 'C', 500, 2);
    expect(await qty(sku)).toEqual({ A: 0, B: 2, C: 2 });
    await t.app.inject({
      method: 'POST',
      url: `/api/open/orders/${sn}/cancel-request`,
      headers: { 'x-api-key': DEMO_KEY },
      payload: { reason: '买错了' },
    });
    const cancelled = await seller('POST', `/trade/orders/${sn}/auth-cancel`);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(await qty(sku)).toEqual({ A: 1, B: 4, C: 2 });
    const back = (await seller('GET', `/goods/skus/${sku}/ledger?kind=CANCEL`)).json();
    expect(
      back.data.map((r: { batch_no: string; delta: number }) => `${r.batch_no}+${r.delta}`).sort(),
    ).toEqual(['A+1', 'B+2']);
    await expectLedgerWhole(t.db, shopId);
  });

  it('a line names its SKU when the goods has several; disabled and foreign SKUs are refused', async () => {
    const g = await newTestGoods(t.db, shopId, 'MULTI001', 2);
    const [s1, s2] = g.skuIds as [number, number];
    await receive(s1, 'M1', 300, 5);
    await receive(s2, 'M2', 300, 5);
    const noSku = await order([{ goods_code: g.goodsCode, num: 1 }]);
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json()).toMatchObject({ field: 'items.0.sku_id' });
    const other = await newTestGoods(t.db, shopId, 'MULTI002');
    const foreign = await order([{ goods_code: g.goodsCode, sku_id: other.skuIds[0]!, num: 1 }]);
    expect(foreign.statusCode).toBe(400);
    const ok = await order([{ goods_code: g.goodsCode, sku_id: s2, num: 2 }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await qty(s2)).toEqual({ M2: 3 });
    const line = () =>
      t.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.sku_id', 'order_items.sku_specs'])
        .where('orders.sn', '=', ok.json().sn)
        .executeTakeFirstOrThrow();
    expect(await line()).toEqual({ sku_id: s2, sku_specs: '20片' });
    // Changing the SKU later never rewrites the order; disabling it stops new orders.
    await t.db
      .updateTable('goods_skus')
      .set({ spec_values: '[{"name":"规格","value":"30片","image":""}]', enabled: 0 })
      .where('id', '=', s2)
      .execute();
    expect(await line()).toEqual({ sku_id: s2, sku_specs: '20片' });
    const disabled = await order([{ goods_code: g.goodsCode, sku_id: s2, num: 1 }]);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toContain('已停用');
    // With one enabled SKU left, a line without sku_id sells that one.
    expect((await order([{ goods_code: g.goodsCode, num: 1 }])).statusCode).toBe(201);
    expect(await qty(s1)).toEqual({ M1: 4 });
  });
});
