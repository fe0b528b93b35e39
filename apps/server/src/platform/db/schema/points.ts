import type { Generated, Selectable } from 'kysely';

/** The points mall (migrations 0025, 0026): the shop's points categories and points goods. Composed into Database by
 * ../schema.ts. */
export interface PointsTables {
  points_categories: PointsCategoryTable;
  points_goods: PointsGoodsTable;
}

export interface PointsCategoryTable {
  id: Generated<number>;
  shop_id: number;
  /** 0 for a top category; a top category's id for its children (two levels). */
  parent_id: Generated<number>;
  name: string;
  sort: Generated<number>;
  created_at: number;
  updated_at: number;
}
export type PointsCategory = Selectable<PointsCategoryTable>;

export interface PointsGoodsTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number;
  sku_id: number;
  category_id: number;
  /** Points per unit (> 0). */
  points: number;
  /** Cash per unit, fen (0: points only). */
  cash: Generated<number>;
  /** The exchange stock (its own, not the SKU's sale stock). */
  stock: Generated<number>;
  /** Units per member (0: no limit). */
  limit_num: Generated<number>;
  /** 1: on (members may exchange it). */
  enabled: Generated<number>;
  created_at: number;
  updated_at: number;
}
export type PointsGoods = Selectable<PointsGoodsTable>;
