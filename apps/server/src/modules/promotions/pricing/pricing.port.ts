import '@rxdesk/contract/promotions/pricing-messages';
import '@rxdesk/contract/promotions/assemble-messages';
import type { Db } from '../../../platform/db/database.ts';
import { GiftGrants } from '../gifts/gift-grants.ts';
import { AppError, invalidField } from '../../../platform/http/app-error.ts';
import type { CouponSource } from './offers.ts';
import { OffersRepository } from './offers.repository.ts';
import { priceOrder } from './price-order.ts';
import type { PricedOrder } from './pricing-types.ts';

/** An order line as the intake hands it over. `controlled`: prescription or restricted goods
 * (they take nothing unless the shop's promotions_rx is 1). */
export interface PortLine {
  index: number;
  skuId: number;
  unitPrice: number;
  num: number;
  controlled: boolean;
}

export interface PriceRequest {
  shopId: number;
  memberId: number | null;
  /** The new order's sn (what the coupon is used by). */
  orderSn: string;
  lines: readonly PortLine[];
  memberCouponId?: number;
  /** An assemble order's activity (its one line must take the assemble price). */
  assemblePromotionId?: number;
  shippingFee: number;
  at: number;
}

export interface PricingPort {
  /** Prices the order in the intake's transaction, takes its seckill / group-buy units and uses
   * its coupon: 409 when a unit or the coupon was lost to a concurrent order, 400 on `coupon_id`
   * when the coupon cannot be used. Any refusal rolls the whole order back. */
  priceInTrx(trx: Db, req: PriceRequest): Promise<PricedOrder>;
  /** A cancelled order's seckill / group-buy units go back to the slot of its time, and its
   * coupon back to the member while still valid. */
  releaseInTrx(
    trx: Db,
    order: { shopId: number; orderId: number; sn: string; createdAt: number; at: number },
  ): Promise<void>;
  /** Once the order row exists (same transaction): its full-cut tier's gift taken from stock and
   * its coupon issued to the member, each recorded in order_gifts as granted or not (out of
   * stock, none left) — never refusing the order. */
  grantInTrx(trx: Db, order: GrantRequest): Promise<void>;
}

export interface GrantRequest {
  shopId: number;
  orderId: number;
  sn: string;
  memberId: number | null;
  at: number;
  priced: Pick<PricedOrder, 'gifts' | 'couponCouponId'> & { fullCut: { promotionId: number } | null };
}

const COUPON_FIELD = 'coupon_id';

/** The intake's pricing: the promotion rows (this area) and — once wired — the coupons area's
 * claimed coupons. Without a coupon source an order naming a coupon is refused, never priced as if used. */
export function buildPricingPort(db: Db, deps: { coupons?: CouponSource; now?: () => number }): PricingPort {
  const offers = new OffersRepository(db, deps.now ?? (() => Math.floor(Date.now() / 1000)));
  const grants = new GiftGrants(db, deps.coupons);
  return {
    async priceInTrx(trx, req) {
      const rxAllowed = await offers.promotionsRxInTrx(trx, req.shopId);
      const skuIds = [...new Set(req.lines.map((l) => l.skuId))];
      const goodsOffers = await offers.goodsOffersInTrx(
        trx,
        req.shopId,
        skuIds,
        req.at,
        req.assemblePromotionId,
      );
      const fullCuts = await offers.fullCutsInTrx(trx, req.shopId, req.at);
      let coupon;
      if (req.memberCouponId !== undefined) {
        if (req.memberId === null) throw invalidField(COUPON_FIELD, 'error.order.couponNeedsMember');
        coupon = await deps.coupons?.couponInTrx(trx, req.shopId, req.memberId, req.memberCouponId, req.at);
        if (!coupon) throw invalidField(COUPON_FIELD, 'error.order.couponUnusable');
      }
      const priced = priceOrder({
        lines: req.lines.map((l) => ({
          index: l.index,
          skuId: l.skuId,
          unitPrice: l.unitPrice,
          num: l.num,
          excluded: l.controlled && !rxAllowed,
        })),
        goodsOffers,
        fullCuts,
        coupon,
        shippingFee: req.shippingFee,
      });
      // An assemble order is sold at the assemble price or not at all (a prescription line the
      // shop's switch now excludes, say).
      if (
        req.assemblePromotionId !== undefined &&
        !priced.lines.every((l) =>
          l.discounts.some((d) => d.kind === 'ASSEMBLE' && d.promotionId === req.assemblePromotionId),
        )
      )
        throw new AppError('CONFLICT', 'error.assemble.unpriced');
      if (coupon && !priced.couponApplied) throw invalidField(COUPON_FIELD, 'error.order.couponThreshold');
      // Ascending (promotion, SKU): concurrent orders lock the rows in one order.
      const takes = priced.lines
        .filter((l) => l.offerUnits)
        .sort((a, b) => a.offerUnits!.promotionId - b.offerUnits!.promotionId || a.skuId - b.skuId);
      for (const l of takes) {
        const { promotionId, units } = l.offerUnits!;
        if (!(await offers.takeAtInTrx(trx, promotionId, l.skuId, units, req.at))) {
          const title = l.discounts.find((d) => d.promotionId === promotionId)?.title ?? '';
          throw new AppError('CONFLICT', 'error.order.offerSoldOut', { title });
        }
      }
      if (
        coupon &&
        deps.coupons &&
        !(await deps.coupons.useInTrx(trx, req.shopId, coupon.memberCouponId, req.orderSn, req.at))
      )
        throw new AppError('CONFLICT', 'error.order.couponTaken');
      return priced;
    },
    async releaseInTrx(trx, order) {
      for (const t of await offers.takenByOrderInTrx(trx, order.orderId))
        await offers.returnInTrx(trx, t.promotionId, t.skuId, t.units, order.createdAt);
      await deps.coupons?.releaseInTrx(trx, order.shopId, order.sn, order.at);
      await grants.releaseInTrx(trx, order);
    },
    grantInTrx: (trx, o) =>
      grants.grantInTrx(trx, o, {
        gifts: o.priced.gifts,
        couponCouponId: o.priced.couponCouponId,
        promotionId: o.priced.fullCut?.promotionId ?? null,
      }),
  };
}
