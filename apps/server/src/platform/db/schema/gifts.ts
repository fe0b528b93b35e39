import type { Generated } from 'kysely';

/** Gifts (migration 0029): the gift goods of full-cut tiers, their stock ledger, and what a tier
 * gave each order. Composed into Database by ../schema.ts. Money is fen. */
export interface GiftsTables {
  promotion_gifts: PromotionGiftTable;
  promotion_gift_stock: PromotionGiftStockTable;
  order_gifts: OrderGiftTable;
}

export interface PromotionGiftTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** Fen, the reference value (never charged). */
  price: Generated<number>;
  image: Generated<string>;
  goods_id: number | null;
  sku_id: number | null;
  /** Mirrors the sum of its promotion_gift_stock rows; changed only with a ledger row. */
  stock: Generated<number>;
  disabled: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface PromotionGiftStockTable {
  id: Generated<number>;
  shop_id: number;
  gift_id: number;
  change: number;
  /** INITIAL | ADJUST | ORDER | CANCEL */
  reason: string;
  ref: Generated<string>;
  at: number;
}

export interface OrderGiftTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  promotion_id: number;
  /** GIFT | COUPON */
  kind: Generated<string>;
  /** The promotion_gifts id (GIFT) or the coupons id (COUPON). */
  gift_id: number;
  /** COUPON: the member coupon issued. */
  ref_id: number | null;
  name: string;
  num: number;
  granted: number;
  returned_at: number | null;
  created_at: number;
}
