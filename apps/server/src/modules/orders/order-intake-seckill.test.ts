import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expressOrderBody, placeOrder } from '../../testing/orders.ts';
import { goodsSku, insertPromotion } from '../../testing/promotion-rows.ts';

// Seckill oversell (saleor#543, macrozheng/mall#185): the intake takes seckill units with a
// conditional update in the order's transaction, so 1 000 buyers racing for 100 units give
// exactly 100 orders; the others are refused with 409 and take no stock.
describe('order intake: seckill under 1 000 concurrent orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sells exactly the 100 units at the seckill price and refuses the rest', async () => {
    const g = await goodsSku(t, 'OTC01003');
    const id = await insertPromotion(t, {
      kind: 'SECKILL',
      title: '整点秒杀 · 维C银翘片',
      rules: { slots: [10] },
      skus: [{ ...g, price: 990, quantity: 100, limitNum: 1 }],
    });
    const body = expressOrderBody([{ goods_code: 'OTC01003', num: 1 }]);
    const answers = await Promise.all(Array.from({ length: 1000 }, () => placeOrder(t, body)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(900);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'CONFLICT' });
    for (const a of answers.filter((x) => x.statusCode === 201))
      expect(a.json<{ order_price: number }>().order_price).toBe(17.9); // 9.90 + 8.00 express

    const sold = await t.db
      .selectFrom('promotion_skus')
      .select('sold')
      .where('promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sold.sold).toBe(100);
    const after = await goodsSku(t, 'OTC01003');
    expect(g.stock - after.stock).toBe(100);
    const lines = await t.db
      .selectFrom('order_item_promotions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(100);
  }, 120_000);
});
