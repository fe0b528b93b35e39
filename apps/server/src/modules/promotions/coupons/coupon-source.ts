import type { CouponSource } from '../pricing/offers.ts';
import type { Db } from '../../../platform/db/database.ts';
import { copyValidity, skuIdsOf } from './coupon-rules.ts';
import { CouponsRepository } from './coupons.repository.ts';
import { MemberCouponsRepository } from './member-coupons.repository.ts';

/** The coupons area's answer to the intake (offers.ts CouponSource): the member's copy as an
 * offer when usable now, its use by an order (UNUSED → USED, conditional: of two orders one
 * wins), its release when the order is cancelled or refunded, and a full-cut tier's coupon
 * issued to the order's member. Runs in the intake's trx. */
export function buildCouponSource(db: Db): CouponSource {
  const copies = new MemberCouponsRepository(db);
  const coupons = new CouponsRepository(db);
  return {
    async couponInTrx(trx, shopId, memberId, memberCouponId, at) {
      const [r] = await copies.usable(shopId, memberId, at, memberCouponId, trx);
      if (!r) return undefined;
      return {
        memberCouponId: Number(r.id),
        couponId: Number(r.coupon_id),
        title: r.title,
        faceValue: Number(r.face_value),
        threshold: Number(r.threshold),
        skuIds: r.scope === 'ALL' ? 'ALL' : skuIdsOf(r.sku_ids),
      };
    },
    useInTrx: (trx, shopId, memberCouponId, orderSn, at) =>
      copies.useInTrx(trx, shopId, memberCouponId, orderSn, at),
    releaseInTrx: (trx, shopId, orderSn, at) => copies.releaseInTrx(trx, shopId, orderSn, at),
    // The same limits as staff's issue (coupon-claims.service.ts), inside the order's transaction:
    // the coupon row locked, the member's copies counted, one taken by `claimed < total`.
    async issueForOrderInTrx(trx, shopId, couponId, memberId, at) {
      const c = await coupons.lockInTrx(trx, shopId, couponId);
      if (!c) return { title: null, memberCouponId: null };
      const none = { title: c.title, memberCouponId: null };
      if (c.voided_at !== null || at >= Number(c.end_at)) return none;
      if ((await coupons.copiesOfMemberInTrx(trx, couponId, memberId)) >= Number(c.per_member)) return none;
      if (!(await coupons.takeOneInTrx(trx, couponId, at))) return none;
      const id = await copies.insertInTrx(trx, {
        shop_id: shopId,
        coupon_id: couponId,
        member_id: memberId,
        ...copyValidity(c, at),
        source: 'ISSUE',
        created_at: at,
      });
      return { title: c.title, memberCouponId: id };
    },
    voidIssuedInTrx: (trx, shopId, memberCouponId, reason, at) =>
      copies.cancelInTrx(trx, shopId, memberCouponId, reason, at),
  };
}
