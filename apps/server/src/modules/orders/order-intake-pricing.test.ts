import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { expressOrderBody, orderBody, placeOrder } from '../../testing/orders.ts';
import { closeAllPromotions, goodsSku, insertPromotion } from '../../testing/promotion-rows.ts';
import { nationalId } from '../../testing/prescriptions.ts';

const SHOP = '演示大药房';

// POST /api/open/orders prices through the promotion rows (RULES-FORMAT): goods offers, one full
// cut, seckill units taken; the order stores its discount and the per-line shares.
describe('order intake: promotions', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());
  afterEach(() => closeAllPromotions(t));

  const order = (sn: string) =>
    t.db
      .selectFrom('orders')
      .select(['order_price', 'discount_price', 'shipping_price', 'goods_price'])
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
  const place = async (items: { goods_code: string; num: number }[]) => {
    const res = await placeOrder(t, expressOrderBody(items));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string; order_price: number }>();
  };
  const record = async (sn: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/${sn}/promotion`,
      headers: { authorization: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      discount_price: number;
      promotions: { kind: string; promotion_id: number; title: string; amount: number }[];
      lines: { sku_id: number; list_amount: number; discounts: { amount: number }[]; pay_amount: number }[];
      points: number;
    }>();
  };

  it('lines taking nothing price as before (goods + ¥8 express below ¥99)', async () => {
    const placed = await place([{ goods_code: 'OTC01007', num: 2 }]);
    expect(await order(placed.sn)).toEqual({
      order_price: 3200,
      discount_price: 0,
      shipping_price: 800,
      goods_price: 2400,
    });
    expect((await record(placed.sn)).promotions).toEqual([]);
  });

  it('MINUS takes its fen off each unit', async () => {
    const g = await goodsSku(t, 'OTC01008');
    await insertPromotion(t, { kind: 'MINUS', title: '立减3元', skus: [{ ...g, price: 300 }] });
    const placed = await place([{ goods_code: 'OTC01008', num: 2 }]);
    expect(placed.order_price).toBe(54); // 52.00 − 6.00 + 8.00
    expect(await order(placed.sn)).toMatchObject({ discount_price: 600, goods_price: 5200 });
  });

  it('free express from ¥99 is judged on what the buyer pays, after the discounts', async () => {
    const g = await goodsSku(t, 'OTC01008');
    await insertPromotion(t, { kind: 'MINUS', title: '立减3元', skus: [{ ...g, price: 300 }] });
    // 4 × 26.00 = 104.00 at list, 92.00 paid: below ¥99, so the express fee is charged.
    const below = await place([{ goods_code: 'OTC01008', num: 4 }]);
    expect(await order(below.sn)).toMatchObject({
      goods_price: 10400,
      discount_price: 1200,
      shipping_price: 800,
    });
    // 5 × 26.00 − 15.00 = 115.00 paid: free.
    const above = await place([{ goods_code: 'OTC01008', num: 5 }]);
    expect(await order(above.sn)).toMatchObject({
      discount_price: 1500,
      shipping_price: 0,
      order_price: 11500,
    });
  });

  it('HALF_PRICE: one of three units at half price', async () => {
    const g = await goodsSku(t, 'OTC01104');
    await insertPromotion(t, { kind: 'HALF_PRICE', title: '第二件半价', skus: [g] });
    const placed = await place([{ goods_code: 'OTC01104', num: 3 }]);
    expect(await order(placed.sn)).toMatchObject({ discount_price: 325, order_price: 1950 - 325 + 800 });
  });

  it('FULL_DISCOUNT: highest tier alone, free shipping, split over the lines; the record answers it', async () => {
    const id = await insertPromotion(t, {
      kind: 'FULL_DISCOUNT',
      title: '满60减8包邮',
      scope: 'ALL',
      rules: {
        by_piece: false,
        tiers: [
          {
            threshold: 3000,
            minus: 300,
            discount_permille: null,
            free_shipping: false,
            gift_sku_id: null,
            coupon_id: null,
            points: 0,
          },
          {
            threshold: 6000,
            minus: 800,
            discount_permille: null,
            free_shipping: true,
            gift_sku_id: null,
            coupon_id: null,
            points: 10,
          },
        ],
      },
    });
    const low = await place([{ goods_code: 'OTC01007', num: 3 }]);
    expect(await order(low.sn)).toMatchObject({
      discount_price: 300,
      shipping_price: 800,
      order_price: 4100,
    });
    const high = await place([
      { goods_code: 'OTC01007', num: 2 },
      { goods_code: 'OTC01009', num: 3 },
    ]);
    expect(await order(high.sn)).toEqual({
      goods_price: 6000,
      discount_price: 800,
      shipping_price: 0,
      order_price: 5200,
    });
    const r = await record(high.sn);
    expect(r.discount_price).toBe(8);
    expect(r.promotions).toEqual([
      { kind: 'FULL_DISCOUNT', promotion_id: id, title: '满60减8包邮', amount: 8 },
    ]);
    expect(r.lines.map((l) => [l.list_amount, l.discounts.map((d) => d.amount), l.pay_amount])).toEqual([
      [24, [3.2], 20.8],
      [36, [4.8], 31.2],
    ]);
    expect(r.points).toBe(10);
  });

  it('SECKILL: units up to the limit at the seckill price, the rest at list; units taken', async () => {
    const g = await goodsSku(t, 'OTC02201');
    const id = await insertPromotion(t, {
      kind: 'SECKILL',
      title: '整点秒杀',
      rules: { slots: [10] },
      skus: [{ ...g, price: 800, quantity: 10, limitNum: 2 }],
    });
    const placed = await place([{ goods_code: 'OTC02201', num: 3 }]);
    expect(await order(placed.sn)).toMatchObject({ discount_price: 700, order_price: 3450 - 700 + 800 });
    const row = await t.db
      .selectFrom('promotion_skus')
      .select('sold')
      .where('promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sold).toBe(2);
  });

  it('an Idempotency-Key replay answers the same order and takes no seckill unit again', async () => {
    const g = await goodsSku(t, 'OTC02201');
    const id = await insertPromotion(t, {
      kind: 'SECKILL',
      title: '整点秒杀',
      rules: { slots: [10] },
      skus: [{ ...g, price: 800, quantity: 10, limitNum: 0 }],
    });
    const body = expressOrderBody([{ goods_code: 'OTC02201', num: 2 }]);
    const first = await placeOrder(t, body, undefined, 'pricing-replay-1');
    const again = await placeOrder(t, body, undefined, 'pricing-replay-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const row = await t.db
      .selectFrom('promotion_skus')
      .select('sold')
      .where('promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sold).toBe(2);
  });

  it('prescription goods take nothing unless the shop allows it (promotions_rx)', async () => {
    const body = await orderBody(t, SHOP, {}, true);
    for (const item of body.items) {
      const g = await goodsSku(t, item.goods_code);
      await insertPromotion(t, { kind: 'MINUS', title: '处方立减', skus: [{ ...g, price: 100 }] });
    }
    const units = body.items.reduce((s, i) => s + i.num, 0);
    const off = await placeOrder(t, body);
    expect(off.statusCode, off.body).toBe(201);
    expect(await order(off.json<{ sn: string }>().sn)).toMatchObject({ discount_price: 0 });
    await t.db.updateTable('shops').set({ promotions_rx: 1 }).where('id', '=', 1).execute();
    try {
      const on = await placeOrder(t, {
        ...body,
        rx_reference: 'RX-2026-0002',
        prescription: { ...body.prescription!, inquiry_rxno: 'RX-2026-0002' },
      });
      expect(on.statusCode, on.body).toBe(201);
      expect(await order(on.json<{ sn: string }>().sn)).toMatchObject({ discount_price: 100 * units });
    } finally {
      await t.db.updateTable('shops').set({ promotions_rx: 0 }).where('id', '=', 1).execute();
    }
  });

  it('restricted goods take nothing either while promotions_rx is 0', async () => {
    const g = await goodsSku(t, 'OTC01105');
    const now = t.clock.now();
    const marked = await t.db
      .insertInto('restricted_goods')
      .values({
        shop_id: 1,
        goods_id: g.goodsId,
        limit_qty: 99,
        period_days: 7,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await insertPromotion(t, { kind: 'MINUS', title: '限购立减', skus: [{ ...g, price: 200 }] });
      const res = await placeOrder(
        t,
        expressOrderBody([{ goods_code: 'OTC01105', num: 1 }], {
          buyer: { real_name: '赵购药', id_card: nationalId('19900101', '123'), mobile: '13700000001' },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json<{ sn: string }>();
      expect(await order(placed.sn)).toMatchObject({ discount_price: 0, order_price: 1250 + 800 });
    } finally {
      await t.db.deleteFrom('restricted_goods').where('id', '=', marked.id).execute();
    }
  });

  it('a coupon needs a member, and an unusable one refuses the order (400 coupon_id)', async () => {
    const body = expressOrderBody([{ goods_code: 'OTC01007', num: 1 }], { coupon_id: 5 });
    const noMember = await placeOrder(t, body);
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json()).toMatchObject({ field: 'coupon_id' });
    const unusable = await placeOrder(t, { ...body, member_mobile: '13900001111' });
    expect(unusable.statusCode).toBe(400);
    expect(unusable.json()).toMatchObject({ field: 'coupon_id' });
  });
});
