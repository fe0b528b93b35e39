import type { Generated } from 'kysely';

/** Consultations (migration 0020): buyers' questions on goods. Composed into Database by ../schema.ts. */
export interface ConsultationsTables {
  goods_asks: GoodsAskTable;
}

export interface GoodsAskTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number;
  goods_name: string;
  goods_img: Generated<string>;
  member_id: number;
  member_name: Generated<string>;
  /** Plain text as the buyer wrote it (≤ 300). */
  content: string;
  anonymous: Generated<number>;
  /** UNANSWERED | ANSWERED | HANDLED */
  state: string;
  hidden: Generated<number>;
  reply_content: Generated<string>;
  answered_by: number | null;
  answered_by_name: Generated<string>;
  answered_by_role: Generated<string>;
  answered_by_pharmacist: Generated<number>;
  answered_at: number | null;
  handled_by: number | null;
  handled_by_name: Generated<string>;
  handled_at: number | null;
  created_at: number;
  updated_at: number;
}
