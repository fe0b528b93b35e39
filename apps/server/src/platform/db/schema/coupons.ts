import type { Generated, Selectable } from 'kysely';

/** Shop coupons (migration 0024): the coupons and the members' copies. Composed into Database by
 * ../schema.ts. Money is fen. */
export interface CouponsTables {
  coupons: CouponTable;
  member_coupons: MemberCouponTable;
}

export interface CouponTable {
  id: Generated<number>;
  shop_id: number;
  title: string;
  face_value: number;
  /** Fen the eligible goods must reach; 0 = none. */
  threshold: Generated<number>;
  total: number;
  per_member: number;
  /** FIXED | DAYS */
  validity_type: string;
  /** When it may be claimed or issued; for FIXED also when it may be used. */
  start_at: number;
  end_at: number;
  valid_days: Generated<number>;
  /** ALL | SKUS */
  scope: Generated<string>;
  /** JSON array of SKU ids (scope SKUS). */
  sku_ids: Generated<string>;
  claimed: Generated<number>;
  used: Generated<number>;
  voided_at: number | null;
  void_reason: Generated<string>;
  voided_by: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}
export type CouponRecord = Selectable<CouponTable>;

export interface MemberCouponTable {
  id: Generated<number>;
  shop_id: number;
  coupon_id: number;
  member_id: number;
  /** UNUSED | USED | VOID (EXPIRED is computed from valid_until). */
  state: Generated<string>;
  valid_from: number;
  valid_until: number;
  /** CLAIM | ISSUE */
  source: string;
  order_sn: Generated<string>;
  used_at: number | null;
  voided_at: number | null;
  void_reason: Generated<string>;
  created_at: number;
}
export type MemberCouponRecord = Selectable<MemberCouponTable>;
