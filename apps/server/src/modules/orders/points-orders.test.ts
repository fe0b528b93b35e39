import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsOrderBody } from '@rxdesk/contract/points/points-orders';
import { caller, raiseCase } from '../../testing/after-sale.ts';
import { DEMO_KEY, SECOND_KEY, expressOrderBody } from '../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

/** Points orders (issue 22): POST /api/open/points-orders and what follows — the ledger, the
 * exchange stock, the limit, cancel and refund giving back, and the lists filtered by kind. */
describe('points orders', () => {
  let t: TestApp;
  let adminToken: string;
  let otherToken: string;
  let admin: ReturnType<typeof caller>;
  let shopId: number;
  let skus: { id: number; goodsId: number }[];
  let seq = 0;
  const at = 1_700_000_000;

  beforeAll(async () => {
    ({ t, admin: adminToken, other: otherToken } = await startWithTwoShops());
    admin = caller(t, adminToken);
    const u = await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    shopId = Number(u.shop_id);
    // Plain SKUs of the demo shop with sale stock, not yet points goods.
    const rows = await t.db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id', 's.goods_id'])
      .where('s.shop_id', '=', shopId)
      .where('s.enabled', '=', 1)
      .where('s.stock', '>=', 30)
      .where('g.market_enable', '=', 1)
      .where('g.is_auth', '=', 1)
      .where('g.recycled_at', 'is', null)
      .where('g.is_prescription', '=', 0)
      .where('g.id', 'not in', t.db.selectFrom('restricted_goods').select('goods_id'))
      .where('s.id', 'not in', t.db.selectFrom('points_goods').select('sku_id'))
      .where('g.supplier_id', 'is', null)
      .orderBy('s.id')
      .limit(12)
      .execute();
    skus = rows.map((r) => ({ id: Number(r.id), goodsId: Number(r.goods_id) }));
    if (skus.length < 10) throw new Error('not enough demo SKUs for points goods');
  }, 60_000);
  afterAll(() => t.close());

  const category = async () =>
    Number(
      (
        await t.db
          .selectFrom('points_categories')
          .select('id')
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).id,
    );
  /** A points goods on the next free SKU: `points` per unit, cash in fen, exchange stock, limit. */
  async function pointsGoods(o: { points: number; cash?: number; stock: number; limit?: number }) {
    const sku = skus.shift()!;
    const { id } = await t.db
      .insertInto('points_goods')
      .values({
        shop_id: shopId,
        goods_id: sku.goodsId,
        sku_id: sku.id,
        category_id: await category(),
        points: o.points,
        cash: o.cash ?? 0,
        stock: o.stock,
        limit_num: o.limit ?? 0,
        enabled: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }
  /** A member of the demo shop holding `points`. */
  async function member(points: number) {
    const mobile = `1370000${String(++seq).padStart(4, '0')}`;
    const { id } = await t.db
      .insertInto('members')
      .values({
        shop_id: shopId,
        uname: `pm${seq}`,
        real_name: '积分会员',
        face: '',
        sex: 1,
        mobile,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (points > 0)
      await t.db
        .insertInto('member_points')
        .values({ shop_id: shopId, member_id: id, change: points, reason: '测试', ref: 'T', created_at: at })
        .execute();
    return { id: Number(id), mobile };
  }
  const body = (mobile: string, pointsGoodsId: number, num = 1, over: Partial<PointsOrderBody> = {}) => {
    const { items: _items, ...base } = expressOrderBody([]);
    return { ...base, member_mobile: mobile, points_goods_id: pointsGoodsId, num, ...over };
  };
  const place = (payload: object, key = DEMO_KEY) =>
    t.app.inject({ method: 'POST', url: '/api/open/points-orders', headers: { 'x-api-key': key }, payload });
  const balance = async (memberId: number) =>
    Number(
      (
        await t.db
          .selectFrom('member_points')
          .select((eb) => eb.fn.sum<number>('change').as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const stockOf = async (id: number) =>
    Number(
      (await t.db.selectFrom('points_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
        .stock,
    );
  const ordersOf = async (memberId: number) =>
    t.db.selectFrom('orders').selectAll().where('member_id', '=', memberId).execute();

  it('the demo seed has points orders waiting to ship, shipped, and one refunded with its points', async () => {
    const seeded = await t.db
      .selectFrom('orders')
      .select(['sn', 'status', 'points_spent', 'service_status'])
      .where('shop_id', '=', shopId)
      .where('order_type', '=', 'POINTS')
      .orderBy('id')
      .execute();
    expect(seeded.map((o) => o.status)).toEqual(['PAID_OFF', 'SHIPPED', 'SHIPPED']);
    const refunds = (await admin('GET', '/seller/refunds?order_type=POINTS')).json();
    expect(refunds.data).toMatchObject([{ order_sn: seeded[2]!.sn, status: 'SUCCESS' }]);
    expect(refunds.data[0].points_returned).toBe(Number(seeded[2]!.points_spent));
    const cases = (await admin('GET', '/seller/after-sales?order_type=POINTS')).json();
    expect(cases.data).toMatchObject([{ order_sn: seeded[2]!.sn, service_status: 'COMPLETED' }]);
  });

  it('places a points order: points spent in the ledger, exchange stock down, a POINTS order', async () => {
    const pg = await pointsGoods({ points: 300, cash: 250, stock: 10 });
    const m = await member(1000);
    const res = await place(body(m.mobile, pg, 2));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed).toMatchObject({ status: 'PAID_OFF', points_spent: 600 });
    expect(await balance(m.id)).toBe(400);
    expect(await stockOf(pg)).toBe(8);
    const [o] = await ordersOf(m.id);
    expect(o).toMatchObject({ order_type: 'POINTS', sn: placed.sn, goods_num: 2 });
    expect(Number(o!.points_spent)).toBe(600);
    // The member pays the cash part and shipping; the points pay the rest of the list price.
    expect(o!.order_price).toBe(500 + o!.shipping_price);
    expect(o!.goods_price - o!.discount_price).toBe(500);
    expect(placed.order_price).toBe(o!.order_price / 100);
    const ledger = await t.db.selectFrom('member_points').selectAll().where('ref', '=', placed.sn).execute();
    expect(ledger.map((r) => Number(r.change))).toEqual([-600]);
    const detail = (await admin('GET', `/seller/trade/orders/detail/${placed.sn}`)).json();
    expect(detail).toMatchObject({ order_type: 'POINTS', points_spent: 600 });
  });

  it('refuses with 409 when the points are short, and writes nothing', async () => {
    const pg = await pointsGoods({ points: 500, stock: 10 });
    const m = await member(499);
    const counted = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await counted();
    const res = await place(body(m.mobile, pg));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('会员积分不足（当前 499 分）');
    expect(await counted()).toBe(before);
    expect(await balance(m.id)).toBe(499);
    expect(await stockOf(pg)).toBe(10);
  });

  it('50 parallel orders of a member holding points for 10: exactly 10 succeed, never below 0', async () => {
    const pg = await pointsGoods({ points: 100, stock: 100 });
    const m = await member(1000);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(body(m.mobile, pg))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(40);
    expect(await balance(m.id)).toBe(0);
    expect(await stockOf(pg)).toBe(90);
    expect(await ordersOf(m.id)).toHaveLength(10);
  });

  it('holds the per-member limit', async () => {
    const pg = await pointsGoods({ points: 10, stock: 50, limit: 2 });
    const m = await member(1000);
    expect((await place(body(m.mobile, pg, 2))).statusCode).toBe(201);
    const over = await place(body(m.mobile, pg, 1));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toBe('每人限兑 2 件，该会员已兑换 2 件');
    expect(await balance(m.id)).toBe(980);
    // Another member has a limit of their own.
    const n = await member(100);
    expect((await place(body(n.mobile, pg, 2))).statusCode).toBe(201);
  });

  it('never takes the exchange stock below 0 when members race for it', async () => {
    const pg = await pointsGoods({ points: 10, stock: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => member(100)));
    const results = await Promise.all(members.map((m) => place(body(m.mobile, pg))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toContain('兑换库存不足（剩余 0 件）');
    expect(await stockOf(pg)).toBe(0);
    const spent = await Promise.all(members.map((m) => balance(m.id)));
    expect(spent.filter((b) => b === 90)).toHaveLength(5);
    expect(spent.filter((b) => b === 100)).toHaveLength(15);
  });

  it('a cancel gives back the points and the exchange stock', async () => {
    const pg = await pointsGoods({ points: 200, cash: 100, stock: 10 });
    const m = await member(500);
    const { sn } = (await place(body(m.mobile, pg, 2))).json();
    expect(await balance(m.id)).toBe(100);
    await t.app.inject({
      method: 'POST',
      url: `/api/open/orders/${sn}/cancel-request`,
      headers: { 'x-api-key': DEMO_KEY },
      payload: { reason: '不想要了' },
    });
    const cancelled = await admin('POST', `/seller/trade/orders/${sn}/auth-cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(await balance(m.id)).toBe(500);
    expect(await stockOf(pg)).toBe(10);
    // A cancelled order no longer counts against the limit, and its refund shows the points.
    const refunds = (await admin('GET', `/seller/refunds?order_type=POINTS&keyword=${sn}`)).json();
    expect(refunds.data).toMatchObject([{ order_sn: sn, source: 'CANCEL', points_returned: 400 }]);
  });

  it('a paid refund of a points order returns its share of the points spent', async () => {
    const pg = await pointsGoods({ points: 300, cash: 1000, stock: 10 });
    const m = await member(1000);
    const { sn } = (await place(body(m.mobile, pg, 1))).json();
    const detail = (await admin('GET', `/seller/trade/orders/detail/${sn}`)).json();
    const paid = detail.paid_amount as number;
    const res = await raiseCase(t, {
      order_sn: sn,
      service_type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [{ item_id: detail.items[0].item_id, num: 1 }],
      requested_amount: paid,
    });
    expect(res.statusCode, res.body).toBe(201);
    const serviceSn = res.json().service_sn as string;
    expect(
      (await admin('POST', `/seller/after-sales/${serviceSn}/approve`, { approved_amount: paid })).statusCode,
    ).toBe(200);
    const refunded = await admin('POST', `/seller/after-sales/${serviceSn}/refund`, {
      method: 'OFFLINE',
      note: '现金退回',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balance(m.id)).toBe(1000);
    const cases = (await admin('GET', `/seller/after-sales?order_type=POINTS&keyword=${serviceSn}`)).json();
    expect(cases.data).toHaveLength(1);
    expect(
      (await admin('GET', `/seller/after-sales?order_type=NORMAL&keyword=${serviceSn}`)).json().data,
    ).toHaveLength(0);
    const refunds = (await admin('GET', `/seller/refunds?order_type=POINTS&keyword=RF${serviceSn}`)).json();
    expect(refunds.data).toMatchObject([{ refund_sn: `RF${serviceSn}`, amount: paid, points_returned: 300 }]);
  });

  it('filters the order list by kind', async () => {
    const pg = await pointsGoods({ points: 1, stock: 10 });
    const m = await member(10);
    const { sn } = (await place(body(m.mobile, pg))).json();
    const points = (await admin('GET', '/seller/trade/orders?order_type=POINTS&page_size=100')).json();
    expect(points.data.every((o: { order_type: string }) => o.order_type === 'POINTS')).toBe(true);
    expect(points.data.map((o: { sn: string }) => o.sn)).toContain(sn);
    const normal = (await admin('GET', '/seller/trade/orders?order_type=NORMAL&page_size=100')).json();
    expect(normal.data.length).toBeGreaterThan(0);
    expect(normal.data.map((o: { sn: string }) => o.sn)).not.toContain(sn);
    const all = (await admin('GET', `/seller/trade/orders?keyword=${sn}`)).json();
    expect(all.data).toMatchObject([{ sn, order_type: 'POINTS' }]);
  });

  it("keeps shops apart: another shop's points goods is 404, its orders unseen", async () => {
    const pg = await pointsGoods({ points: 1, stock: 10 });
    const m = await member(10);
    const foreign = await place(body(m.mobile, pg), SECOND_KEY);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await balance(m.id)).toBe(10);
    const { sn } = (await place(body(m.mobile, pg))).json();
    const other = caller(t, otherToken);
    expect((await other('GET', `/seller/trade/orders/detail/${sn}`)).statusCode).toBe(404);
    const list = (await other('GET', '/seller/trade/orders?order_type=POINTS&page_size=100')).json();
    expect(list.data.map((o: { sn: string }) => o.sn)).not.toContain(sn);
  });

  it('refuses an unknown member and a points goods that is off', async () => {
    const pg = await pointsGoods({ points: 1, stock: 10 });
    const unknown = await place(body('13799990000', pg));
    expect(unknown.statusCode).toBe(400);
    const m = await member(10);
    await t.db.updateTable('points_goods').set({ enabled: 0 }).where('id', '=', pg).execute();
    const off = await place(body(m.mobile, pg));
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('未上架');
    expect(await balance(m.id)).toBe(10);
  });
});
