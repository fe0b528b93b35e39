import type { Generated, Selectable } from 'kysely';

/** Comments (reviews) of order lines, migration 0019. Composed into Database by ../schema.ts. */
export interface CommentsTables {
  goods_comments: GoodsCommentTable;
}

export interface GoodsCommentTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_sn: string;
  order_item_id: number;
  goods_id: number;
  sku_id: number | null;
  goods_name: string;
  sku_specs: string;
  member_id: number;
  /** GOOD | NEUTRAL | BAD */
  grade: string;
  content: string;
  /** JSON array of picture addresses. */
  images: string;
  image_count: number;
  anonymous: number;
  /** SHOWN | HIDDEN */
  status: string;
  reply_content: string | null;
  reply_time: number | null;
  reply_user_id: number | null;
  reply_name: string;
  reply_updated_at: number | null;
  created_at: number;
  updated_at: number;
}

export type GoodsComment = Selectable<GoodsCommentTable>;
