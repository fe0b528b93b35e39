import type { CouponSource } from '../pricing/offers.ts';
import type { Db } from '../../../platform/db/database.ts';
import { skuIdsOf } from './coupon-rules.ts';
import { MemberCouponsRepository } from './member-coupons.repository.ts';

/** The coupons area's answer to the intake (offers.ts CouponSource): the member's copy as an
 * offer when usable now, its use by an order (UNUSED → USED, conditional: of two orders one
 * wins), and its release when the order is cancelled or refunded. Runs in the intake's trx. */
export function buildCouponSource(db: Db): CouponSource {
  const copies = new MemberCouponsRepository(db);
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
  };
}
