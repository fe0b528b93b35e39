import type { Generated, Selectable } from 'kysely';

/** After-sale area (migration 0008): cases, their lines and history, refunds, complaints. Money in fen, times in unix seconds, JSON lists (images) as text. Composed into Database by ../schema.ts. */
export interface AfterSaleTables {
  after_sales: AfterSaleTable;
  after_sale_lines: AfterSaleLineTable;
  after_sale_history: AfterSaleHistoryTable;
  refunds: RefundTable;
  complaints: ComplaintTable;
  complaint_messages: ComplaintMessageTable;
}

export interface RefundTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  refund_sn: string;
  /** CANCEL | AFTER_SALE */
  source: string;
  amount: number;
  /** ORIGINAL (back through the payment provider) | OFFLINE */
  method: string;
  /** PENDING | PROCESSING | SUCCESS | FAILED */
  status: string;
  note: string;
  created_at: number;
  updated_at: number;
  /** The after-sale case it pays (migration 0008); null for a cancelled order's refund. */
  after_sale_id: Generated<number | null>;
  provider_refund_id: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string>;
  submitted_at: Generated<number | null>;
  next_retry_at: Generated<number | null>;
  callback_at: Generated<number | null>;
  refunded_at: Generated<number | null>;
}

/** Tables of migration 0008 (after-sale cases, complaints); schema.ts lists them in Database.
 * Money in fen, times in unix seconds, JSON lists (images) as text. */
export interface AfterSaleTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  service_sn: string;
  /** RETURN_GOODS | REFUND_ONLY | CHANGE_GOODS | SUPPLY_AGAIN */
  service_type: string;
  /** APPLY | PASS | REFUSE | SHIPPED_BACK | STOCK_IN | REFUNDING | COMPLETED | CLOSED */
  status: string;
  awaiting: number;
  reason: string;
  description: string;
  images: string;
  requested_amount: number;
  approved_amount: number | null;
  order_status_before: string;
  buyer_name: string;
  buyer_mobile: string;
  goods_names: string;
  goods_num: number;
  seller_remark: Generated<string>;
  refuse_reason: Generated<string>;
  close_reason: Generated<string>;
  return_express_code: Generated<string>;
  return_express_name: Generated<string>;
  return_waybill_no: Generated<string>;
  returned_at: number | null;
  reship_express_code: Generated<string>;
  reship_express_name: Generated<string>;
  reship_waybill_no: Generated<string>;
  reshipped_at: number | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
}

export interface AfterSaleLineTable {
  id: Generated<number>;
  after_sale_id: number;
  order_item_id: number;
  goods_id: number;
  goods_code: string;
  goods_name: string;
  specs: string;
  price: number;
  num: number;
  order_num: number;
  refundable: number;
  approved: Generated<number>;
}

export interface AfterSaleHistoryTable {
  id: Generated<number>;
  after_sale_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  /** BUYER | SELLER | SYSTEM */
  actor_type: string;
  op_name: string;
  message: string;
  created_at: number;
}

export interface ComplaintTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  subject: string;
  content: string;
  images: string;
  /** NEW | REPLIED | CLOSED | ESCALATED */
  status: string;
  buyer_name: string;
  buyer_mobile: string;
  reply_deadline: number;
  last_reply_at: number | null;
  escalate_reason: Generated<string>;
  escalated_at: number | null;
  close_remark: Generated<string>;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ComplaintMessageTable {
  id: Generated<number>;
  complaint_id: number;
  /** BUYER | SHOP | PLATFORM */
  author: string;
  op_name: string;
  content: string;
  images: string;
  created_at: number;
}

export type AfterSale = Selectable<AfterSaleTable>;

export type AfterSaleLine = Selectable<AfterSaleLineTable>;

export type AfterSaleHistory = Selectable<AfterSaleHistoryTable>;

export type Complaint = Selectable<ComplaintTable>;

export type ComplaintMessage = Selectable<ComplaintMessageTable>;
