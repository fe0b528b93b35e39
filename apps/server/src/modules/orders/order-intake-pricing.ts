import type { Db } from '../../platform/db/database.ts';
import type { OrderLine } from './order-rows.ts';

/** What the intake needs of the promotions area's pricing (its `buildPricingPort` answers it; the
 * orders area names only this shape, so it never imports inside another area). Money in fen. */
export interface PricingPort {
  priceInTrx(
    trx: Db,
    req: {
      shopId: number;
      memberId: number | null;
      orderSn: string;
      lines: { index: number; skuId: number; unitPrice: number; num: number; controlled: boolean }[];
      memberCouponId?: number;
      assemblePromotionId?: number;
      shippingFee: number;
      at: number;
    },
  ): Promise<PricedOrder>;
  /** A cancelled order gives back what its pricing took: seckill / group-buy units (to the slot
   * of the order's time) and its coupon (if still within its validity). In the cancel's transaction. */
  releaseInTrx(
    trx: Db,
    order: { shopId: number; orderId: number; sn: string; createdAt: number; at: number },
  ): Promise<void>;
  /** After the order row is written, in its transaction: the full-cut tier's gift and coupon
   * handed out (or recorded as not granted); never refuses the order. */
  grantInTrx(
    trx: Db,
    order: {
      shopId: number;
      orderId: number;
      sn: string;
      memberId: number | null;
      at: number;
      priced: PricedOrder;
    },
  ): Promise<void>;
}

/** The priced order as the intake stores it. */
export interface PricedOrder {
  lines: {
    discounts: { kind: string; promotionId: number; title: string; amount: number }[];
    /** Units taken from a seckill / group-buy activity's quantity. */
    offerUnits?: { promotionId: number; units: number };
  }[];
  discount: number;
  shippingPrice: number;
  gifts: { giftId?: number; skuId?: number; promotionId: number }[];
  points: number;
  couponCouponId: number | null;
  fullCut: { promotionId: number; freeShipping: boolean } | null;
}

/** What the intake's pricing needs beside the lines: the shop, the member (a coupon needs one),
 * the new order's sn, the restricted goods of the compliance plan, the fee and the time. */
export interface IntakePricingRequest {
  shopId: number;
  memberId: number | null;
  sn: string;
  couponId?: number;
  /** An assemble order's activity: its line is priced at the assemble price. */
  assemblePromotionId?: number;
  restrictedGoodsIds: ReadonlySet<number>;
  shippingFee: number;
  at: number;
}

/** Prices the intake's lines through the promotions area (inside the order's transaction: the
 * units and the coupon it takes roll back with a refused order). */
export function priceIntakeInTrx(
  trx: Db,
  pricing: PricingPort,
  lines: readonly OrderLine[],
  r: IntakePricingRequest,
): Promise<PricedOrder> {
  return pricing.priceInTrx(trx, {
    shopId: r.shopId,
    memberId: r.memberId,
    orderSn: r.sn,
    memberCouponId: r.couponId,
    assemblePromotionId: r.assemblePromotionId,
    shippingFee: r.shippingFee,
    at: r.at,
    lines: lines.map((l, index) => ({
      index,
      skuId: l.sku!.id,
      unitPrice: l.sku!.price,
      num: l.num,
      controlled: l.g.is_prescription === 1 || r.restrictedGoodsIds.has(l.g.id),
    })),
  });
}

/** The order's promotion summary (orders.promotions): per promotion its total (fen), the gifts
 * and points a full-gift tier gave. Per-line shares live in order_item_promotions. */
export function promotionsSummary(priced: PricedOrder): string {
  const byPromotion = new Map<
    string,
    { kind: string; promotion_id: number; title: string; amount: number }
  >();
  for (const d of priced.lines.flatMap((l) => l.discounts)) {
    const key = `${d.kind}:${d.promotionId}`;
    const found = byPromotion.get(key);
    if (found) found.amount += d.amount;
    else
      byPromotion.set(key, { kind: d.kind, promotion_id: d.promotionId, title: d.title, amount: d.amount });
  }
  return JSON.stringify({
    promotions: [...byPromotion.values()],
    gifts: priced.gifts.map((g) => ({
      gift_id: g.giftId ?? null,
      sku_id: g.skuId ?? null,
      promotion_id: g.promotionId,
    })),
    points: priced.points,
    coupon_gift_id: priced.couponCouponId,
    free_shipping: priced.fullCut?.freeShipping ?? false,
  });
}

/** One order_item_promotions row per line per promotion applied. */
export async function recordLinePromotionsInTrx(
  trx: Db,
  o: { shopId: number; orderId: number },
  itemIds: readonly number[],
  priced: PricedOrder,
): Promise<void> {
  const rows = priced.lines.flatMap((l, i) =>
    l.discounts.map((d) => ({
      shop_id: o.shopId,
      order_id: o.orderId,
      item_id: itemIds[i]!,
      kind: d.kind,
      promotion_id: d.promotionId,
      title: d.title,
      amount: d.amount,
      units: l.offerUnits?.promotionId === d.promotionId ? l.offerUnits.units : 0,
    })),
  );
  if (rows.length) await trx.insertInto('order_item_promotions').values(rows).execute();
}
