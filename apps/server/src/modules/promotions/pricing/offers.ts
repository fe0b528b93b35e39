import type { Db } from '../../../platform/db/database.ts';

/** What the pricing kernel reads (issue 22). Each promotion kind answers the intake's question
 * "what applies to these SKUs now?" with these plain values; the kernel itself never reads the
 * database, so every pricing rule is a table test. Money is integer fen. */

/** Goods-level kinds: an order line takes at most one of them (the best for the buyer). */
/** ASSEMBLE applies only to an assemble order naming its activity (never to an ordinary order). */
export type GoodsOfferKind = 'MINUS' | 'HALF_PRICE' | 'SECKILL' | 'GROUPBUY' | 'ASSEMBLE';

export interface GoodsOffer {
  promotionId: number;
  kind: GoodsOfferKind;
  title: string;
  skuId: number;
  /** MINUS: fen off each unit (never below 0). */
  unitOff?: number;
  /** SECKILL / GROUPBUY / ASSEMBLE: the unit price in fen. */
  unitPrice?: number;
  /** SECKILL / GROUPBUY: most units of one line at this price (0 or absent = no limit); the
   * rest of the line is priced at the list price. */
  maxUnits?: number;
}

export interface FullCutTier {
  /** Fen of eligible goods (by amount) or units (by piece) the order must reach. */
  threshold: number;
  /** Fen off the eligible goods (0 = none). */
  minus: number;
  /** Per-mille of the eligible goods' price kept (e.g. 900 = 9折); absent = no discount. */
  discountPermille?: number;
  freeShipping: boolean;
  /** Legacy tiers: a SKU recorded as the gift (no stock taken). */
  giftSkuId?: number;
  /** A gift of the gifts list, taken from its stock when the order is placed. */
  giftId?: number;
  couponId?: number;
  points?: number;
}

export interface FullCutOffer {
  promotionId: number;
  title: string;
  byPiece: boolean;
  /** 'ALL': the whole shop; else the SKUs it covers. */
  skuIds: number[] | 'ALL';
  /** Up to five, ascending by threshold; the highest reached applies alone (tiers do not stack). */
  tiers: FullCutTier[];
}

export interface CouponOffer {
  /** The member's claimed coupon (what intake names). */
  memberCouponId: number;
  couponId: number;
  title: string;
  /** Fen off; never more than the eligible goods' price after goods-level offers. */
  faceValue: number;
  /** Fen of eligible goods the order must reach (0 = none). */
  threshold: number;
  skuIds: number[] | 'ALL';
}

/** Each source is one area's read, run inside the intake's transaction. */
export interface GoodsOffersSource {
  goodsOffersInTrx(trx: Db, shopId: number, skuIds: number[], at: number): Promise<GoodsOffer[]>;
}

export interface FullCutSource {
  fullCutsInTrx(trx: Db, shopId: number, at: number): Promise<FullCutOffer[]>;
}

/** Coupons (the coupons area): the member's claimed coupon as an offer, and its use. */
export interface CouponSource {
  /** The coupon `memberCouponId` of this member, if it can be used now (unused, not void, in its
   * validity); undefined otherwise — the intake then refuses the order (400 on `coupon_id`). */
  couponInTrx(
    trx: Db,
    shopId: number,
    memberId: number,
    memberCouponId: number,
    at: number,
  ): Promise<CouponOffer | undefined>;
  /** Marks it used by the order with a conditional update; false when a concurrent order used
   * it first (the intake then refuses with 409 and its transaction rolls back). */
  useInTrx(trx: Db, shopId: number, memberCouponId: number, orderSn: string, at: number): Promise<boolean>;
  /** The order's refund or cancel gives it back, if still in its validity. */
  releaseInTrx(trx: Db, shopId: number, orderSn: string, at: number): Promise<void>;
  /** A full-cut tier's coupon handed to the order's member in the intake's transaction, within
   * the coupon's total and per-member limit (the coupon row locked, `claimed < total`). Answers
   * the coupon's title (null when it is not the shop's) and the copy's id, or null when the
   * coupon is void, ended or none is left for this member — not granted, the order goes on. */
  issueForOrderInTrx(
    trx: Db,
    shopId: number,
    couponId: number,
    memberId: number,
    at: number,
  ): Promise<{ title: string | null; memberCouponId: number | null }>;
  /** Voids a copy issued for an order that is cancelled, while still unused: false otherwise. */
  voidIssuedInTrx(
    trx: Db,
    shopId: number,
    memberCouponId: number,
    reason: string,
    at: number,
  ): Promise<boolean>;
}

/** Seckill and group-buy units are taken from their promotion SKU row in the intake's
 * transaction: `sold + units <= quantity`, or false (the order is refused with 409, nothing kept). */
export interface OfferQuantitySource {
  takeInTrx(trx: Db, promotionId: number, skuId: number, units: number): Promise<boolean>;
  /** Cancel or refund gives the units back to the row they were taken from: the one whose window
   * held the order's time `at`. */
  returnInTrx(trx: Db, promotionId: number, skuId: number, units: number, at: number): Promise<void>;
}
