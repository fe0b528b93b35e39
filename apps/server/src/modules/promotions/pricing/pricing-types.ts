import type { CouponOffer, FullCutOffer, GoodsOffer, GoodsOfferKind } from './offers.ts';

/** One order line as the kernel prices it. `excluded`: prescription or restricted goods of a shop
 * whose promotions_rx is 0 — the line takes no promotion of any kind. */
export interface PriceLineInput {
  index: number;
  skuId: number;
  /** List unit price, fen. */
  unitPrice: number;
  num: number;
  excluded: boolean;
}

export type DiscountKind = GoodsOfferKind | 'FULL_DISCOUNT' | 'COUPON';

export interface LineDiscount {
  kind: DiscountKind;
  /** The promotion's id; for COUPON the member coupon's id. */
  promotionId: number;
  title: string;
  /** Fen. */
  amount: number;
}

export interface PricedLine {
  index: number;
  skuId: number;
  listAmount: number;
  discounts: LineDiscount[];
  payAmount: number;
  /** SECKILL / GROUPBUY units this line takes from the promotion's SKU row. */
  offerUnits?: { promotionId: number; units: number };
}

export interface PriceOrderInput {
  lines: readonly PriceLineInput[];
  goodsOffers: readonly GoodsOffer[];
  fullCuts: readonly FullCutOffer[];
  coupon?: CouponOffer;
  /** The order's shipping fee (fen) before any free-shipping tier. */
  shippingFee: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Σ list amounts. */
  goodsPrice: number;
  /** Σ every line's discounts. */
  discount: number;
  shippingPrice: number;
  /** The tier's gift: a gift of the gifts list (giftId), or a legacy tier's SKU (skuId). */
  gifts: { giftId?: number; skuId?: number; promotionId: number }[];
  points: number;
  /** The coupon (coupons-area id) a full-cut tier gives the buyer, if any. */
  couponCouponId: number | null;
  /** The full cut applied (one per order), with the tier reached. */
  fullCut: {
    promotionId: number;
    title: string;
    amount: number;
    threshold: number;
    freeShipping: boolean;
  } | null;
  /** False when a coupon was named but its threshold is not reached by its eligible goods. */
  couponApplied: boolean;
}
