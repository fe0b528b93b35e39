import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/database.ts';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';
import { buildCouponSource } from './coupon-source.ts';

const DAY = 86_400;

/** The intake's view of coupons (pricing/offers.ts CouponSource): a usable copy as an offer, its
 * use by one order only under concurrency, and its release on cancel or refund. */
describe('CouponSource', () => {
  let t: TestApp;
  let admin: string;
  let shopId: number;
  let memberIds: number[];
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    shopId = Number(
      (
        await t.db
          .selectFrom('users')
          .select('shop_id')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).shop_id,
    );
    memberIds = (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('removed_at', 'is', null)
        .where('disabled', '=', 0)
        .orderBy('id')
        .limit(2)
        .execute()
    ).map((m) => Number(m.id));
  });
  afterAll(() => t.close());

  const send = async (method: 'POST', url: string, payload: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: { authorization: admin }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A copy of a new coupon (满100减10, SKUS or ALL) for the first member. */
  const copy = async (scope: 'ALL' | 'SKUS' = 'ALL') => {
    const sku = await t.db
      .selectFrom('goods_skus')
      .select('id')
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    const { coupon_id } = await send('POST', '/seller/promotion/coupons', {
      title: '满100减10',
      face_value: 10,
      threshold: 100,
      total: 10,
      per_member: 1,
      validity_type: 'DAYS',
      valid_days: 2,
      start_time: t.clock.now() - 60,
      end_time: t.clock.now() + 7 * DAY,
      scope,
      sku_ids: scope === 'SKUS' ? [Number(sku.id)] : [],
    });
    const { results } = await send('POST', `/seller/promotion/coupons/${coupon_id}/issue`, {
      member_ids: [memberIds[0]],
    });
    return {
      couponId: coupon_id as number,
      mcId: results[0].member_coupon_id as number,
      skuId: Number(sku.id),
    };
  };
  const source = () => buildCouponSource(t.db);
  const inTrx = <T>(fn: (trx: Db) => Promise<T>) => t.db.transaction().execute(fn);

  it('offers a usable copy, and nothing when expired, of another member or another shop', async () => {
    const { couponId, mcId, skuId } = await copy('SKUS');
    const now = t.clock.now();
    const offer = await inTrx((trx) => source().couponInTrx(trx, shopId, memberIds[0]!, mcId, now));
    expect(offer).toEqual({
      memberCouponId: mcId,
      couponId,
      title: '满100减10',
      faceValue: 1000,
      threshold: 10000,
      skuIds: [skuId],
    });
    const none = (memberId: number, at: number, shop = shopId) =>
      inTrx((trx) => source().couponInTrx(trx, shop, memberId, mcId, at));
    expect(await none(memberIds[0]!, now + 2 * DAY)).toBeUndefined();
    expect(await none(memberIds[1]!, now)).toBeUndefined();
    expect(await none(memberIds[0]!, now, shopId + 1000)).toBeUndefined();
    const all = await copy('ALL');
    expect(
      (await inTrx((trx) => source().couponInTrx(trx, shopId, memberIds[0]!, all.mcId, now)))?.skuIds,
    ).toBe('ALL');
  });

  it('is used by one order only when ten use it at once, and released back on refund', async () => {
    const { couponId, mcId } = await copy();
    const now = t.clock.now();
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inTrx((trx) => source().useInTrx(trx, shopId, mcId, `SN-RACE-${i}`, now)),
      ),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    const used = await t.db
      .selectFrom('member_coupons')
      .selectAll()
      .where('id', '=', mcId)
      .executeTakeFirstOrThrow();
    expect(used.state).toBe('USED');
    expect(used.order_sn).toBe(`SN-RACE-${uses.indexOf(true)}`);
    const usedCount = async () =>
      Number(
        (await t.db.selectFrom('coupons').select('used').where('id', '=', couponId).executeTakeFirstOrThrow())
          .used,
      );
    expect(await usedCount()).toBe(1);
    expect(await inTrx((trx) => source().couponInTrx(trx, shopId, memberIds[0]!, mcId, now))).toBeUndefined();
    await inTrx((trx) => source().releaseInTrx(trx, shopId, used.order_sn, now));
    expect(await usedCount()).toBe(0);
    expect(
      (await inTrx((trx) => source().couponInTrx(trx, shopId, memberIds[0]!, mcId, now)))?.memberCouponId,
    ).toBe(mcId);
    // Past its validity a used copy is not given back.
    expect(await inTrx((trx) => source().useInTrx(trx, shopId, mcId, 'SN-LATE', now))).toBe(true);
    await inTrx((trx) => source().releaseInTrx(trx, shopId, 'SN-LATE', now + 3 * DAY));
    expect(
      (
        await t.db
          .selectFrom('member_coupons')
          .select('state')
          .where('id', '=', mcId)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('USED');
  });
});
