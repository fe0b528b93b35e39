import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { expectLedgerWhole, newTestGoods } from '../../testing/stock.ts';
import { receiveInTrx } from './stock-ledger.repository.ts';

/** The stock screens' endpoints (issue 20): receive and adjust with their rules, the warning list
 * and settings, the near-expiry list, the operation log, and another shop's rows answering 404. */
describe('stock endpoints', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let shopId: number;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    shopId = (await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const day = (offset: number) => unixToDateString(t.clock.now() + offset * 86400, 'yyyy-MM-dd');
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/seller${url}`, headers: { authorization: token }, payload });
  const seller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(admin, method, url, payload);
  const batch = (over: object = {}) => ({
    batch_no: '240101',
    production_date: day(-30),
    expiry_date: day(700),
    quantity: 10,
    ...over,
  });
  const logged = (action: string) =>
    t.db
      .selectFrom('operation_logs')
      .select('target')
      .where('action', '=', action)
      .where('shop_id', '=', shopId)
      .execute();

  it('receives a batch, adds to it under the same number, and refuses what breaks the rules', async () => {
    const g = await newTestGoods(t.db, shopId, 'RECV0001');
    const url = `/goods/skus/${g.skuIds[0]}/batches`;
    const first = await seller('POST', url, batch());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sku).toMatchObject({ stock: 10, sellable: 10, warning_quantity: 10 });
    expect((await seller('POST', url, batch({ quantity: 5 }))).json().batches).toMatchObject([
      { batch_no: '240101', quantity: 15, expired: 0, near_expiry: 0, days_to_expiry: 700 },
    ]);
    const refused = async (over: object, field: string) => {
      const r = await seller('POST', url, batch(over));
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().field).toBe(field);
      return r.json().message as string;
    };
    expect(await refused({ expiry_date: day(-30) }, 'expiry_date')).toContain('有效期至须晚于生产日期');
    expect(await refused({ production_date: day(-900), expiry_date: day(-1) }, 'expiry_date')).toContain(
      '已过有效期',
    );
    await refused({ production_date: day(2), expiry_date: day(800) }, 'production_date');
    await refused({ quantity: 0 }, 'quantity');
    await refused({ batch_no: '24 01' }, 'batch_no');
    await refused({ expiry_date: '2030-02-30' }, 'expiry_date');
    expect(await refused({ expiry_date: day(701) }, 'batch_no')).toContain('240101');
    expect((await logged('goods.stock.receive')).map((l) => l.target)).toEqual(['RECV0001', 'RECV0001']);
    await expectLedgerWhole(t.db, shopId);
  });

  it('adjusts a batch with a reason, never below zero', async () => {
    const g = await newTestGoods(t.db, shopId, 'ADJ00001');
    const { batches } = (await seller('POST', `/goods/skus/${g.skuIds[0]}/batches`, batch())).json();
    const url = `/goods/batches/${batches[0].batch_id}/adjust`;
    expect((await seller('PUT', url, { delta: 0, reason: '盘点' })).statusCode).toBe(400);
    expect((await seller('PUT', url, { delta: -1, reason: '盘' })).json().field).toBe('reason');
    const down = await seller('PUT', url, { delta: -4, reason: '盘点短少' });
    expect(down.json().batches[0].quantity).toBe(6);
    const tooMuch = await seller('PUT', url, { delta: -7, reason: '报损' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('当前库存 6');
    expect((await seller('PUT', url, { delta: 2, reason: '盘点多出' })).json().sku.stock).toBe(8);
    const ledger = (await seller('GET', `/goods/skus/${g.skuIds[0]}/ledger`)).json();
    expect(
      ledger.data.map((r: { kind: string; delta: number; reason: string }) => [r.kind, r.delta]),
    ).toEqual([
      ['ADJUST', 2],
      ['ADJUST', -4],
      ['INTAKE', 10],
    ]);
    expect(ledger.data[1]).toMatchObject({ reason: '盘点短少', operator_name: 'admin' });
    expect(await logged('goods.stock.adjust')).toHaveLength(2);
    await expectLedgerWhole(t.db, shopId);
  });

  it('lists SKUs at or under their warning quantity, own or the shop default', async () => {
    const g = await newTestGoods(t.db, shopId, 'WARN0001');
    const sku = g.skuIds[0]!;
    await seller('POST', `/goods/skus/${sku}/batches`, batch({ quantity: 8 }));
    const inList = async () =>
      (await seller('GET', '/goods/warning-goods?keyword=WARN0001')).json().data as { sku_id: number }[];
    expect((await inList()).map((s) => s.sku_id)).toEqual([sku]); // 8 ≤ the default 10
    const own = await seller('PUT', `/goods/skus/${sku}/warning-quantity`, { warning_quantity: 5 });
    expect(own.json()).toMatchObject({ warning_quantity: 5, own_warning_quantity: 5 });
    expect(await inList()).toEqual([]);
    await seller('PUT', `/goods/skus/${sku}/warning-quantity`, { warning_quantity: null });
    const counts = await seller('PUT', '/shops/warning-counts', {
      stock_warning_default: 3,
      near_expiry_days: 90,
    });
    expect(counts.json()).toEqual({ stock_warning_default: 3, near_expiry_days: 90 });
    expect(await inList()).toEqual([]);
    expect((await seller('GET', '/shops/warning-counts')).json().stock_warning_default).toBe(3);
    expect(
      (await seller('PUT', '/shops/warning-counts', { stock_warning_default: -1, near_expiry_days: 90 }))
        .statusCode,
    ).toBe(400);
    await seller('PUT', '/shops/warning-counts', { stock_warning_default: 10, near_expiry_days: 90 });
    // The seeded demo shop has SKUs under their warning quantity.
    expect((await seller('GET', '/goods/warning-goods')).json().data_total).toBeGreaterThan(3);
    expect(await logged('goods.stock.warningCounts')).toHaveLength(2);
  });

  it('lists near-expiry and expired batches holding stock, by the shop near-expiry days', async () => {
    const g = await newTestGoods(t.db, shopId, 'EXPY0001');
    const sku = g.skuIds[0]!;
    await seller('POST', `/goods/skus/${sku}/batches`, batch({ batch_no: 'N30', expiry_date: day(30) }));
    await seller('POST', `/goods/skus/${sku}/batches`, batch({ batch_no: 'FAR', expiry_date: day(400) }));
    await t.db.transaction().execute((trx) =>
      receiveInTrx(trx, {
        shopId,
        skuId: sku,
        batchNo: 'GONE',
        productionDate: day(-800),
        expiryDate: day(-3),
        quantity: 2,
        kind: 'INTAKE',
        now: t.clock.now(),
      }),
    );
    const list = async (q: string) =>
      (
        (await seller('GET', `/goods/expiry-batches?keyword=EXPY0001${q}`)).json().data as {
          batch_no: string;
        }[]
      ).map((b) => b.batch_no);
    expect(await list('')).toEqual(['GONE', 'N30']);
    expect(await list('&state=near')).toEqual(['N30']);
    expect(await list('&state=expired')).toEqual(['GONE']);
    const near = (await seller('GET', `/goods/expiry-batches?keyword=EXPY0001&state=near`)).json().data[0];
    expect(near).toMatchObject({ days_to_expiry: 30, near_expiry: 1, expired: 0, goods_code: 'EXPY0001' });
    await seller('PUT', '/shops/warning-counts', { stock_warning_default: 10, near_expiry_days: 20 });
    expect(await list('&state=near')).toEqual([]);
    await seller('PUT', '/shops/warning-counts', { stock_warning_default: 10, near_expiry_days: 90 });
    // The seeded demo shop has both kinds.
    expect((await seller('GET', '/goods/expiry-batches?state=expired')).json().data_total).toBeGreaterThan(0);
    expect((await seller('GET', '/goods/expiry-batches?state=near')).json().data_total).toBeGreaterThan(0);
  });

  it("answers 404 for another shop's SKU or batch and never lists them", async () => {
    const g = await newTestGoods(t.db, shopId, 'ISO00001');
    const sku = g.skuIds[0]!;
    const { batches } = (await seller('POST', `/goods/skus/${sku}/batches`, batch({ quantity: 1 }))).json();
    const bid = batches[0].batch_id;
    for (const [method, url, body] of [
      ['GET', `/goods/skus/${sku}/batches`],
      ['POST', `/goods/skus/${sku}/batches`, batch()],
      ['GET', `/goods/skus/${sku}/ledger`],
      ['PUT', `/goods/batches/${bid}/adjust`, { delta: -1, reason: '越权尝试' }],
      ['PUT', `/goods/skus/${sku}/warning-quantity`, { warning_quantity: 1 }],
    ] as const)
      expect((await call(other, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(other, 'GET', '/goods/warning-goods?keyword=ISO00001')).json().data_total).toBe(0);
    expect((await call(other, 'GET', '/goods/expiry-batches?keyword=ISO00001')).json().data_total).toBe(0);
    expect((await seller('GET', `/goods/skus/${sku}/batches`)).json().batches[0].quantity).toBe(1);
  });
});
