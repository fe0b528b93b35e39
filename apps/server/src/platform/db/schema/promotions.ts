import type { Generated } from 'kysely';

/** Promotions (migration 0022): activities of every kind and the SKUs each covers. Composed into
 * Database by ../schema.ts. */
export interface PromotionsTables {
  promotions: PromotionTable;
  promotion_skus: PromotionSkuTable;
  order_item_promotions: OrderItemPromotionTable;
}

/** One promotion's share of one order line (what the intake's pricing took off). */
export interface OrderItemPromotionTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  item_id: number;
  /** A goods-level kind, FULL_DISCOUNT or COUPON. */
  kind: string;
  /** The promotion's id; for COUPON the member coupon's id. */
  promotion_id: number;
  title: string;
  /** Fen. */
  amount: number;
  /** Seckill / group-buy units taken from the activity (migration 0027); 0 for other kinds. */
  units: Generated<number>;
}

export interface PromotionTable {
  id: Generated<number>;
  shop_id: number;
  /** FULL_DISCOUNT | MINUS | HALF_PRICE | GIFT | GROUPBUY | SECKILL | ASSEMBLE */
  kind: string;
  title: string;
  description: Generated<string>;
  start_at: number;
  end_at: number;
  /** ALL | SKUS */
  scope: Generated<string>;
  /** JSON, the kind's rules (checked by its zod schema before it is stored). */
  rules: Generated<string>;
  closed_at: number | null;
  close_reason: Generated<string>;
  closed_by: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface PromotionSkuTable {
  id: Generated<number>;
  shop_id: number;
  promotion_id: number;
  kind: string;
  goods_id: number;
  sku_id: number;
  start_at: number;
  end_at: number;
  /** 1 while the promotion is not closed. */
  live: Generated<number>;
  /** MINUS: fen off each unit; SECKILL / GROUPBUY / ASSEMBLE: unit price (fen). */
  price: Generated<number>;
  quantity: Generated<number>;
  sold: Generated<number>;
  limit_num: Generated<number>;
}
