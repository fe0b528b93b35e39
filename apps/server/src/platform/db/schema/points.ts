import type { Generated, Selectable } from 'kysely';

/** The points mall (migration 0025): the shop's points categories. Composed into Database by
 * ../schema.ts. */
export interface PointsTables {
  points_categories: PointsCategoryTable;
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
