import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponInput } from '@rxdesk/contract/promotions/coupons';
import { DEMO_KEY } from '../../../testing/orders.ts';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';

/** The limits under concurrency (issue 22; saleor#544, medusa's usage-limit race): parallel claims
 * never pass the per-member limit nor the total. Runs on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL (there the claim locks the coupon row before counting the member's copies). */
describe('coupon claims at once', () => {
  let t: TestApp;
  let admin: string;
  let mobiles: string[];
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    const shop = await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    mobiles = Array.from({ length: 200 }, (_, i) => `1770000${String(i).padStart(4, '0')}`);
    await t.db
      .insertInto('members')
      .values(
        mobiles.map((mobile, i) => ({
          shop_id: shop.shop_id,
          uname: `race${i}`,
          mobile,
          real_name: '',
          sex: 1,
          face: '',
          created_at: t.clock.now(),
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const create = async (over: Partial<CouponInput>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/promotion/coupons',
      headers: { authorization: admin },
      payload: {
        title: '并发测试券',
        face_value: 5,
        threshold: 0,
        total: 1000,
        per_member: 2,
        validity_type: 'FIXED',
        start_time: t.clock.now() - 60,
        end_time: t.clock.now() + 86_400,
        scope: 'ALL',
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ coupon_id: number }>().coupon_id;
  };
  const claim = (id: number, mobile: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/open/coupons/${id}/claim`,
      headers: { 'x-api-key': DEMO_KEY },
      payload: { member_mobile: mobile },
    });
  const counts = async (id: number) => {
    const c = await t.db
      .selectFrom('coupons')
      .select('claimed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('member_coupons').select('id').where('coupon_id', '=', id).execute();
    return { claimed: Number(c.claimed), rows: rows.length };
  };

  it('50 claims by one member with a limit of 2: exactly 2', async () => {
    const id = await create({ per_member: 2 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(id, mobiles[0]!)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(48);
    expect(await counts(id)).toEqual({ claimed: 2, rows: 2 });
  });

  it('200 claims by different members on a total of 100: exactly 100', async () => {
    const id = await create({ total: 100, per_member: 1 });
    const answers = await Promise.all(mobiles.map((m) => claim(id, m)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(100);
    expect(await counts(id)).toEqual({ claimed: 100, rows: 100 });
  });
});
