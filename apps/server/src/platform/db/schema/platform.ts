import type { Generated, Selectable } from 'kysely';

/** Shops, the operation log and idempotency keys: tables every area writes through platform/. Composed into Database by ../schema.ts. */
export interface PlatformTables {
  shops: ShopTable;
  operation_logs: OperationLogTable;
  idempotency_keys: IdempotencyKeyTable;
}

export interface ShopTable {
  id: Generated<number>;
  shop_name: string;
  shop_logo: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  closed: number;
  lat: number;
  lng: number;
  /** Warning quantity of SKUs that set none (migration 0013). */
  stock_warning_default: Generated<number>;
  /** Batches expiring within this many days are flagged near-expiry. */
  near_expiry_days: Generated<number>;
  /** 1: prescription and restricted drugs may take promotions (migration 0022; default 0). */
  promotions_rx: Generated<number>;
  /** shop_grades.id (migration 0038; default 1 普通店铺): raised when the platform approves. */
  grade_id: Generated<number>;
  /** Migration 0036 (issue 24): what the shop settings page edits. */
  service_phone: Generated<string>;
  description: Generated<string>;
  /** 'HH:mm' Shanghai time. */
  open_time: Generated<string>;
  close_time: Generated<string>;
  /** Same-city delivery radius, metres. */
  delivery_radius: Generated<number>;
  /** Same-city delivery fee, fen. */
  city_delivery_fee: Generated<number>;
  self_pickup: Generated<number>;
  /** 1: lat/lng is a point set on the map (GCJ-02); 0: the address has no point. */
  located: Generated<number>;
  region_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface OperationLogTable {
  id: Generated<number>;
  shop_id: number | null;
  user_id: number | null;
  username: string;
  role: string;
  action: string;
  /** What `target` names (`goods.tag`, `order`, `clerk`…), for the log screen's filter. */
  target_type: Generated<string>;
  target: string;
  detail: string;
  ip: string;
  created_at: number;
}

export type Shop = Selectable<ShopTable>;

export interface IdempotencyKeyTable {
  shop_id: number;
  scope: string;
  key: string;
  request_hash: string;
  /** running | done */
  state: string;
  status_code: number | null;
  response: string | null;
  created_at: number;
}
