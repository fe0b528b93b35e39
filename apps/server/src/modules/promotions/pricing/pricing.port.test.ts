import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/database.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { goodsSku, insertPromotion } from '../../../testing/promotion-rows.ts';
import type { CouponOffer, CouponSource } from './offers.ts';
import { buildPricingPort } from './pricing.port.ts';

/** A coupon source over one in-memory coupon (the coupons area ships the real one): usable once. */
function oneCoupon(offer: CouponOffer, memberId: number): CouponSource & { usedBy: string[] } {
  const usedBy: string[] = [];
  return {
    usedBy,
    couponInTrx: (_trx, _shop, member, id) =>
      Promise.resolve(
        member === memberId && id === offer.memberCouponId && usedBy.length === 0 ? offer : undefined,
      ),
    useInTrx: (_trx, _shop, _id, sn) => {
      if (usedBy.length > 0) return Promise.resolve(false);
      usedBy.push(sn);
      return Promise.resolve(true);
    },
    releaseInTrx: () => Promise.resolve(),
    // These tests price only; a tier coupon is issued by the real source (gifts-intake.test.ts).
    issueForOrderInTrx: () => Promise.resolve({ title: null, memberCouponId: null }),
    voidIssuedInTrx: async () => false,
  };
}

describe('pricing port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const coupon: CouponOffer = {
    memberCouponId: 41,
    couponId: 7,
    title: '满20减5',
    faceValue: 500,
    threshold: 2000,
    skuIds: 'ALL',
  };
  const req = (skuId: number, num: number, extra: object = {}) => ({
    shopId: 1,
    memberId: 3,
    orderSn: 'SN1',
    lines: [{ index: 0, skuId, unitPrice: 1200, num, controlled: false }],
    shippingFee: 800,
    at: t.clock.now(),
    ...extra,
  });
  const inTrx = <T>(fn: (trx: Db) => Promise<T>) => t.db.transaction().execute(fn);

  it('uses the coupon once; a second order loses with 409; below the threshold is 400 coupon_id', async () => {
    const { skuId } = await goodsSku(t, 'OTC01007');
    const source = oneCoupon(coupon, 3);
    const port = buildPricingPort(t.db, { coupons: source });
    const priced = await inTrx((trx) => port.priceInTrx(trx, req(skuId, 2, { memberCouponId: 41 })));
    expect(priced.discount).toBe(500);
    expect(priced.lines[0]!.discounts).toEqual([
      { kind: 'COUPON', promotionId: 41, title: '满20减5', amount: 500 },
    ]);
    expect(source.usedBy).toEqual(['SN1']);
    const lost = buildPricingPort(t.db, {
      coupons: { ...oneCoupon(coupon, 3), useInTrx: () => Promise.resolve(false) },
    });
    await expect(
      inTrx((trx) => lost.priceInTrx(trx, req(skuId, 2, { memberCouponId: 41 }))),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    const fresh = buildPricingPort(t.db, { coupons: oneCoupon(coupon, 3) });
    await expect(
      inTrx((trx) => fresh.priceInTrx(trx, req(skuId, 1, { memberCouponId: 41 }))),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'coupon_id',
    });
  });

  it('a sold-out seckill refuses with 409 and keeps nothing', async () => {
    const g = await goodsSku(t, 'OTC01009');
    const id = await insertPromotion(t, {
      kind: 'SECKILL',
      title: '秒杀',
      rules: { slots: [10] },
      skus: [{ ...g, price: 500, quantity: 3 }],
    });
    const port = buildPricingPort(t.db, {});
    await expect(inTrx((trx) => port.priceInTrx(trx, req(g.skuId, 4)))).rejects.toMatchObject({
      statusCode: 409,
    });
    const ok = await inTrx((trx) => port.priceInTrx(trx, req(g.skuId, 3)));
    expect(ok.lines[0]!.offerUnits).toEqual({ promotionId: id, units: 3 });
    const row = await t.db
      .selectFrom('promotion_skus')
      .select('sold')
      .where('promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sold).toBe(3);
  });
});
