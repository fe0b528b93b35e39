import type { Generated } from 'kysely';

/** Invoices (migration 0033): settings per shop, the invoices requested with orders, their
 * append-only history and the electronic invoice files. Composed into Database by ../schema.ts. */
export interface InvoicesTables {
  invoice_settings: InvoiceSettingTable;
  invoice_files: InvoiceFileTable;
  order_invoices: OrderInvoiceTable;
  invoice_history: InvoiceHistoryTable;
}

export interface InvoiceSettingTable {
  shop_id: number;
  /** Comma list of PLAIN | VAT_SPECIAL | ELECTRONIC ('' = none offered). */
  kinds: string;
  /** Comma list of GOODS_DETAIL | GOODS_CATEGORY. */
  contents: string;
  updated_at: number;
}

export interface InvoiceFileTable {
  sha256: string;
  size: number;
  content: Uint8Array;
  created_at: number;
}

export interface OrderInvoiceTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_sn: string;
  invoice_sn: string;
  kind: string;
  title_type: string;
  title: string;
  tax_no: Generated<string>;
  content: string;
  email: Generated<string>;
  reg_address: Generated<string>;
  reg_phone: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  /** Fen: the order's paid amount at request. */
  amount: number;
  /** PENDING | ISSUED | VOIDED */
  status: string;
  issue_mode: Generated<string | null>;
  invoice_no: Generated<string>;
  express_code: Generated<string>;
  tracking_no: Generated<string>;
  file_sha256: Generated<string | null>;
  issued_at: Generated<number | null>;
  issued_by: Generated<string>;
  voided_at: Generated<number | null>;
  voided_by: Generated<string>;
  void_reason: Generated<string>;
  red_note_no: Generated<string>;
  red_note_at: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface InvoiceHistoryTable {
  id: Generated<number>;
  shop_id: number;
  invoice_id: number;
  event: string;
  operator: string;
  note: Generated<string>;
  at: number;
}
