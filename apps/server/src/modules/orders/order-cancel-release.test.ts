import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { DEMO_KEY, expressOrderBody, placeOrder } from '../../testing/orders.ts';
import { goodsSku, insertPromotion } from '../../testing/promotion-rows.ts';

const DAY = 86_400;

/** A cancelled order gives back what its pricing took (issue 22): the seckill units to the
 * activity's quantity and the coupon to its member, in the cancel's transaction. */
describe('order cancel gives back seckill units and the coupon', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
  });
  afterAll(() => t.close());

  const seller = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: admin }, payload });
  const cancel = async (sn: string) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/open/orders/${sn}/cancel-request`,
      headers: { 'x-api-key': DEMO_KEY },
      payload: { reason: '买错了' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const done = await seller('POST', `/seller/trade/orders/${sn}/auth-cancel`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('CANCELLED');
  };

  it('returns the seckill units the order took, so the next buyer can have them', async () => {
    const g = await goodsSku(t, 'OTC01003');
    const id = await insertPromotion(t, {
      kind: 'SECKILL',
      title: '整点秒杀 · 释放',
      rules: { slots: [10] },
      skus: [{ ...g, price: 990, quantity: 2, limitNum: 2 }],
    });
    const sold = async () =>
      Number(
        (
          await t.db
            .selectFrom('promotion_skus')
            .select('sold')
            .where('promotion_id', '=', id)
            .executeTakeFirstOrThrow()
        ).sold,
      );
    const first = await placeOrder(t, expressOrderBody([{ goods_code: 'OTC01003', num: 2 }]));
    expect(first.statusCode, first.body).toBe(201);
    expect(await sold()).toBe(2);
    const refused = await placeOrder(t, expressOrderBody([{ goods_code: 'OTC01003', num: 1 }]));
    expect(refused.statusCode).toBe(409);

    await cancel(first.json().sn);
    expect(await sold()).toBe(0);
    const again = await placeOrder(t, expressOrderBody([{ goods_code: 'OTC01003', num: 2 }]));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order_price).toBe(27.8); // 2 × 9.90 at the seckill price + 8.00 express
  });

  it('gives the coupon back to its member, who can use it on the next order', async () => {
    const member = await t.db
      .selectFrom('members')
      .select(['id', 'mobile'])
      .where('shop_id', '=', 1)
      .where('removed_at', 'is', null)
      .where('disabled', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await seller('POST', '/seller/promotion/coupons', {
      title: '退单可再用券',
      face_value: 5,
      threshold: 0,
      total: 10,
      per_member: 1,
      validity_type: 'FIXED',
      start_time: t.clock.now() - 60,
      end_time: t.clock.now() + 7 * DAY,
      scope: 'ALL',
    });
    expect(created.statusCode, created.body).toBe(200);
    const couponId = created.json().coupon_id as number;
    const issued = await seller('POST', `/seller/promotion/coupons/${couponId}/issue`, {
      member_ids: [member.id],
    });
    const mcId = issued.json().results[0].member_coupon_id as number;
    const body = expressOrderBody([{ goods_code: 'OTC01007', num: 1 }], {
      member_mobile: member.mobile,
      coupon_id: mcId,
    });
    const first = await placeOrder(t, body);
    expect(first.statusCode, first.body).toBe(201);
    const state = async () =>
      (
        await t.db
          .selectFrom('member_coupons')
          .select(['state', 'order_sn'])
          .where('id', '=', mcId)
          .executeTakeFirstOrThrow()
      ).state;
    expect(await state()).toBe('USED');
    expect((await placeOrder(t, body)).statusCode).toBe(400);

    await cancel(first.json().sn);
    expect(await state()).toBe('UNUSED');
    const again = await placeOrder(t, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(await state()).toBe('USED');
  });
});
