import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_KEY, orderBody, placeOrder } from '../../testing/orders.ts';
import { nationalId } from '../../testing/prescriptions.ts';

const CONTROL = '/api/seller/control';
const GOODS_CODE = 'OTC01006'; // 泰诺 酚麻美敏片 (contains pseudoephedrine)

describe('restricted-drug control', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let pharmacist: string;
  let other: string;
  let goodsId: number;
  let base: IntakeOrderBody;
  /** The demo seed has control orders of its own; this file's come after this time. */
  let since: number;
  const buyerA = { real_name: '赵购药', id_card: nationalId('19900101', '123'), mobile: '13700000001' };
  const buyerB = { real_name: '钱购药', id_card: nationalId('19920202', '456'), mobile: '13700000002' };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
    goodsId = (
      await t.db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', 1)
        .where('goods_code', '=', GOODS_CODE)
        .executeTakeFirstOrThrow()
    ).id;
    base = await orderBody(t, '演示大药房');
    since = t.clock.now();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url: `${CONTROL}${url}`, headers: { authorization: token }, payload });
  const order = (num: number, buyer?: object) =>
    placeOrder(t, {
      ...base,
      items: [{ goods_code: GOODS_CODE, num }],
      ...(buyer ? { buyer } : {}),
    } as IntakeOrderBody);

  it('each screen checks its own permission; another shop’s goods is 404', async () => {
    expect((await call('GET', '/goods', undefined, clerk)).statusCode).toBe(423);
    expect((await call('GET', '/switch', undefined, pharmacist)).statusCode).toBe(423);
    expect((await call('GET', '/orders', undefined, pharmacist)).statusCode).toBe(200); // pharmacist role holds controlOrder
    expect((await call('PUT', `/goods/${goodsId}`, { limit_qty: 2, period_days: 7 }, other)).statusCode).toBe(
      404,
    );
  });

  it('marks goods restricted with a per-buyer limit per period, validated', async () => {
    const bad = await call('PUT', `/goods/${goodsId}`, { limit_qty: 0, period_days: 7 });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'limit_qty' });
    const res = await call('PUT', `/goods/${goodsId}`, { limit_qty: 3, period_days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      goods_code: GOODS_CODE,
      restricted: 1,
      limit_qty: 3,
      period_days: 30,
    });
    const list = (await call('GET', '/goods?restricted=1&keyword=酚麻美敏')).json();
    expect(list.data).toMatchObject([{ goods_id: goodsId, restricted: 1 }]);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/open/control/template',
      headers: { 'x-api-key': DEMO_KEY },
    });
    expect(open.json().goods).toContainEqual({ goods_code: GOODS_CODE, limit_qty: 3, period_days: 30 });
    expect((await t.app.inject({ method: 'GET', url: '/api/open/control/template' })).statusCode).toBe(401);
  });

  it('a barred drug cannot be made a restricted goods item', async () => {
    const barred = await t.db
      .selectFrom('goods')
      .select(['id'])
      .where('shop_id', '=', 1)
      .where('goods_code', '=', 'OTC01009')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('goods')
      .set({ regulatory_class: 'NARCOTIC' })
      .where('id', '=', barred.id)
      .execute();
    const res = await call('PUT', `/goods/${barred.id}`, { limit_qty: 1, period_days: 1 });
    expect(res.statusCode).toBe(409);
    await t.db.updateTable('goods').set({ regulatory_class: 'NONE' }).where('id', '=', barred.id).execute();
  });

  it('an order with restricted goods needs the buyer registration of the template (§5 rules)', async () => {
    const none = await order(1);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'buyer' });
    const noMobile = await order(1, { real_name: '赵购药', id_card: buyerA.id_card });
    expect(noMobile.json()).toMatchObject({ field: 'buyer.mobile' });
    const badId = await order(1, { ...buyerA, id_card: '110105194912310021' });
    expect(badId.json()).toMatchObject({ field: 'buyer.id_card' });
    expect(badId.json().message).toContain('请输入正确的身份证号码！');
    const template = await call('PUT', '/template', {
      require_mobile: 0,
      notice: '含麻黄碱类药品须实名登记',
    });
    expect(template.json()).toMatchObject({ require_mobile: 0, notice: '含麻黄碱类药品须实名登记' });
    expect(template.json().fields.map((f: { key: string; required: number }) => [f.key, f.required])).toEqual(
      [
        ['real_name', 1],
        ['id_card', 1],
        ['mobile', 0],
      ],
    );
    const stock = await t.db
      .selectFrom('goods')
      .select('stock')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    // Nothing was sold by the refused attempts.
    expect(
      await t.db.selectFrom('control_sales').selectAll().where('created_at', '>=', since).execute(),
    ).toEqual([]);
    await call('PUT', '/template', { require_mobile: 1, notice: '' });
    expect(stock.stock).toBeGreaterThan(10);
  });

  it('limits a buyer over two orders within the period, logging every sale', async () => {
    expect((await order(2, buyerA)).statusCode).toBe(201);
    const stockBefore = (
      await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()
    ).stock;
    const over = await order(2, buyerA);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      '「泰诺 酚麻美敏片」每位购药人 30 天内限购 3 件，该购药人已购 2 件，本次 2 件，超出限购',
    );
    const stockAfter = (
      await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()
    ).stock;
    expect(stockAfter).toBe(stockBefore); // the refused order reserved nothing
    // The same ID, whatever name or phone it comes with, is the same buyer.
    expect((await order(2, { ...buyerA, real_name: '赵某', mobile: '13700009999' })).statusCode).toBe(409);
    expect((await order(1, buyerA)).statusCode).toBe(201);
    expect((await order(3, buyerB)).statusCode).toBe(201); // another buyer has their own limit
    expect((await order(4, buyerB)).statusCode).toBe(409); // over the limit in one order

    const rows = (await call('GET', `/orders?start_time=${since}`)).json();
    expect(rows.data_total).toBe(3);
    expect(
      rows.data.map((r: { buyer_name: string; num: number; bought_before: number }) => [
        r.buyer_name,
        r.num,
        r.bought_before,
      ]),
    ).toEqual([
      ['钱购药', 3, 0],
      ['赵购药', 1, 2],
      ['赵购药', 2, 0],
    ]);
    expect(rows.data[0].buyer_id_card).toMatch(/^310104\*{8}\d{3}[\dX]$/);
    const byId = (await call('GET', `/orders?keyword=${buyerA.id_card}`)).json();
    expect(byId.data_total).toBe(2);
    const detail = (await call('GET', `/orders/${rows.data[1].sn}`)).json();
    expect(detail).toMatchObject({
      sn: rows.data[1].sn,
      buyer_name: '赵购药',
      lines: [{ num: 1, limit_qty: 3 }],
    });
    expect((await call('GET', `/orders/${rows.data[1].sn}`, undefined, other)).statusCode).toBe(404);
  });

  it('a cancelled order does not count; the period runs out', async () => {
    const first = (await call('GET', `/orders?keyword=${buyerA.id_card}`)).json().data.at(-1).sn;
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('sn', '=', first).execute();
    expect((await order(2, buyerA)).statusCode).toBe(201); // 1 + 2 of the still-open orders
    expect((await order(1, buyerA)).statusCode).toBe(409);
    t.clock.advance(31 * 86400);
    expect((await order(3, buyerA)).statusCode).toBe(201);
    admin = (await t.login('admin', 'admin123')).access_token; // the month aged the session
  });

  it('the control log cannot be rewritten', async () => {
    await expect(t.db.updateTable('control_sales').set({ num: 0 }).execute()).rejects.toThrow(/APPEND_ONLY/);
    await expect(t.db.deleteFrom('control_sales').execute()).rejects.toThrow(/APPEND_ONLY/);
  });

  it('the switch turns control off and on; unmarking keeps the log', async () => {
    expect((await call('GET', '/switch')).json()).toMatchObject({ enabled: 1 });
    expect((await call('PUT', '/switch', { enabled: 0 })).json()).toMatchObject({ enabled: 0 });
    const free = await order(1);
    expect(free.statusCode, free.body).toBe(201);
    expect((await call('PUT', '/switch', { enabled: 1 })).json()).toMatchObject({ enabled: 1 });
    expect((await order(1)).statusCode).toBe(400);
    const logged = (await call('GET', `/orders?start_time=${since}`)).json().data_total;
    expect((await call('DELETE', `/goods/${goodsId}`)).json()).toMatchObject({
      restricted: 0,
      limit_qty: null,
    });
    expect((await order(1)).statusCode).toBe(201);
    expect((await call('GET', `/orders?start_time=${since}`)).json().data_total).toBe(logged);
    expect((await call('DELETE', `/goods/${goodsId}`)).statusCode).toBe(404);
  });
});
