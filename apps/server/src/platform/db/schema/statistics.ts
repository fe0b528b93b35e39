/** Statistics rollups (issue 25, migration 0040): per shop per Shanghai day ('YYYY-MM-DD') or month
 * ('YYYY-MM'); money in fen. Written only by the statistics catch-up job / rebuild. Composed into
 * Database by ../schema.ts. Sums come back from PostgreSQL as strings: readers wrap them in Number. */
export interface StatisticsTables {
  stat_sale_days: StatSaleDayTable;
  stat_sale_hours: StatSaleHourTable;
  stat_sale_channels: StatSaleChannelTable;
  stat_sale_values: StatSalePriceTable;
  stat_sale_values_months: StatSalePriceMonthTable;
  stat_sale_prices: StatSalePriceTable;
  stat_sale_prices_months: StatSalePriceMonthTable;
  stat_sale_goods: StatSaleGoodsTable;
  stat_sale_goods_months: StatSaleGoodsMonthTable;
  stat_sale_regions: StatSaleRegionTable;
  stat_sale_regions_months: StatSaleRegionMonthTable;
  stat_sale_members: StatSaleMemberTable;
  stat_member_firsts: StatMemberFirstTable;
  stat_rollup_state: StatRollupStateTable;
  stat_rollup_revisions: StatRollupRevisionTable;
}

export interface StatSaleDayTable {
  shop_id: number;
  day: string;
  orders: number;
  amount: number;
  units: number;
  refunds: number;
  refund_amount: number;
}

export interface StatSaleHourTable {
  shop_id: number;
  day: string;
  hour: number;
  orders: number;
  amount: number;
}

export interface StatSaleChannelTable {
  shop_id: number;
  day: string;
  order_source: string;
  payment_type: string;
  orders: number;
  amount: number;
}

/** Order value (stat_sale_values) or unit price (stat_sale_prices) in whole yuan. */
export interface StatSalePriceTable {
  shop_id: number;
  day: string;
  yuan: number;
  orders: number;
  units: number;
  amount: number;
}
export type StatSalePriceMonthTable = Omit<StatSalePriceTable, 'day'> & { month: string };

export interface StatSaleGoodsTable {
  shop_id: number;
  day: string;
  goods_id: number;
  units: number;
  amount: number;
  orders: number;
  refund_num: number;
  refund_amount: number;
}
export type StatSaleGoodsMonthTable = Omit<StatSaleGoodsTable, 'day'> & { month: string };

/** province_id / city_id 0: no address (self pick-up). */
export interface StatSaleRegionTable {
  shop_id: number;
  day: string;
  province_id: number;
  city_id: number;
  orders: number;
  amount: number;
}
export type StatSaleRegionMonthTable = Omit<StatSaleRegionTable, 'day'> & { month: string };

export interface StatSaleMemberTable {
  shop_id: number;
  day: string;
  member_id: number;
  province_id: number;
  city_id: number;
}

export interface StatMemberFirstTable {
  shop_id: number;
  member_id: number;
  first_day: string;
}

export interface StatRollupStateTable {
  name: string;
  cursor_at: number;
  updated_at: number;
}

/** Migration 0042: what the report memo keys on (see rollup-memo.ts). */
export interface StatRollupRevisionTable {
  shop_id: number;
  sales_rev: number;
  events_rev: number;
}
