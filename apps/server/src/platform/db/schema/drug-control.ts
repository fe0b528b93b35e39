import type { Generated, Selectable } from 'kysely';

/** Drug-control area (migration 0010): the shop's switch, restricted goods, registered buyers, the sales log. Composed into Database by ../schema.ts. */
export interface DrugControlTables {
  control_settings: ControlSettingsTable;
  restricted_goods: RestrictedGoodsTable;
  control_buyers: ControlBuyerTable;
  control_sales: ControlSaleTable;
}

export interface ControlSettingsTable {
  shop_id: number;
  enabled: number;
  require_mobile: number;
  notice: string;
  switch_updated_at: number | null;
  template_updated_at: number | null;
}

export interface RestrictedGoodsTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number;
  limit_qty: number;
  period_days: number;
  created_at: number;
  updated_at: number;
}

export interface ControlBuyerTable {
  id: Generated<number>;
  shop_id: number;
  id_card: string;
  real_name: string;
  mobile: string;
  created_at: number;
  updated_at: number;
}

/** Append-only: one row per restricted line sold, with the limit check as it was made. */
export interface ControlSaleTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_sn: string;
  goods_id: number;
  goods_name: string;
  num: number;
  buyer_id: number;
  buyer_name: string;
  buyer_id_card: string;
  buyer_mobile: string;
  limit_qty: number;
  period_days: number;
  bought_before: number;
  within_limit: number;
  created_at: number;
}

export type ControlSale = Selectable<ControlSaleTable>;
