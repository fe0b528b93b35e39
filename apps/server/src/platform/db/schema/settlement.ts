import type { Generated, Selectable } from 'kysely';

/** Settlement area (migration 0034): the platform's terms per shop, the bills, their lines (one per
 * order and refund) and their state history. Money in fen, times in unix seconds. Composed into
 * Database by ../schema.ts. */
export interface SettlementTables {
  settlement_terms: SettlementTermsTable;
  settlement_bills: SettlementBillTable;
  settlement_lines: SettlementLineTable;
  settlement_bill_history: SettlementBillHistoryTable;
}

export interface SettlementTermsTable {
  shop_id: number;
  commission_bp: number;
  /** "1,16": the days of the month a period starts on. */
  settle_days: string;
  updated_at: number;
}

/** The figure columns a bill and each of its lines share (the bill's = the sum of its lines'). */
export interface SettlementFigureColumns {
  online_income: Generated<number>;
  cod_income: Generated<number>;
  online_refund: Generated<number>;
  cod_refund: Generated<number>;
  commission: Generated<number>;
  commission_returned: Generated<number>;
  promotion_cost: Generated<number>;
  points_cash: Generated<number>;
}

export interface SettlementBillTable extends SettlementFigureColumns {
  id: Generated<number>;
  sn: string;
  shop_id: number;
  period_start: number;
  period_end: number;
  commission_bp: number;
  /** NEW | CONFIRMED | PAID */
  state: string;
  net_receivable: Generated<number>;
  order_count: Generated<number>;
  refund_count: Generated<number>;
  confirmed_at: number | null;
  confirmed_by: Generated<string>;
  paid_at: number | null;
  paid_remark: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface SettlementLineTable extends SettlementFigureColumns {
  id: Generated<number>;
  bill_id: number;
  shop_id: number;
  /** ORDER | REFUND | ADJUST */
  line_type: string;
  /** ORDER | REFUND: what source_id names. */
  source_kind: string;
  source_id: number;
  order_id: number;
  order_sn: string;
  refund_sn: Generated<string>;
  payment_type: string;
  occurred_at: number;
  net: Generated<number>;
}

export interface SettlementBillHistoryTable {
  id: Generated<number>;
  bill_id: number;
  shop_id: number;
  action: string;
  from_state: string | null;
  to_state: string;
  actor: string;
  remark: Generated<string>;
  created_at: number;
}

export type SettlementBill = Selectable<SettlementBillTable>;
export type SettlementLine = Selectable<SettlementLineTable>;
