/** Statistics events and their daily rollups (issue 25, migration 0041). Composed by ../schema.ts. */
export interface StatisticsEventsTables {
  stat_events: StatEventTable;
  stat_shop_days: StatShopDayTable;
  stat_shop_day_visitors: StatShopDayVisitorTable;
  stat_goods_days: StatGoodsDayTable;
  stat_goods_day_visitors: StatGoodsDayVisitorTable;
  stat_goods_favorites: StatGoodsFavoriteTable;
}

export interface StatEventTable {
  shop_id: number;
  event_id: string;
  type: string;
  /** 0 for a shop page event. */
  goods_id: number;
  visitor_id: string;
  occurred_at: number;
  /** Asia/Shanghai date of occurred_at. */
  day: string;
  created_at: number;
}

export interface StatShopDayTable {
  shop_id: number;
  day: string;
  views: number;
  visitors: number;
}

export interface StatShopDayVisitorTable {
  shop_id: number;
  day: string;
  visitor_id: string;
}

export interface StatGoodsDayTable {
  shop_id: number;
  day: string;
  goods_id: number;
  views: number;
  visitors: number;
  fav_added: number;
  fav_removed: number;
}

export interface StatGoodsDayVisitorTable {
  shop_id: number;
  day: string;
  goods_id: number;
  visitor_id: string;
}

export interface StatGoodsFavoriteTable {
  shop_id: number;
  goods_id: number;
  favorites: number;
  updated_at: number;
}
