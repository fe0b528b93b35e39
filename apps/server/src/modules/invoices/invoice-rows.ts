import type { InvoiceDetail, InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import type {
  InvoiceContent,
  InvoiceKind,
  InvoiceTitleType,
} from '@rxdesk/contract/invoices/invoice-request';
import type { InvoiceEvent, InvoiceIssueMode, InvoiceStatus } from '@rxdesk/contract/invoices/invoices';
import { fenToYuan } from '../../platform/money.ts';
import type { InvoiceRecord } from './invoices.repository.ts';
import { INVOICE_MACHINE, needsRedNote, type InvoiceFacts } from './invoice-state-machine.ts';

/** The paid refunds (fen) of some of a shop's orders, by order id: the after-sale area's port. */
export type RefundTotals = (shopId: number, orderIds: readonly number[]) => Promise<Map<number, number>>;

export function factsOf(r: InvoiceRecord, refunded: number): InvoiceFacts {
  return {
    status: r.status as InvoiceStatus,
    kind: r.kind as InvoiceKind,
    refunded,
    red_note_no: r.red_note_no,
  };
}

const time = (v: number | string | null) => (v === null ? null : Number(v));

/** A list row: the stored request and its state, with the amounts read against refunds now. */
export function invoiceRow(r: InvoiceRecord, refundedFen: number): InvoiceRow {
  const facts = factsOf(r, refundedFen);
  const amount = Number(r.amount);
  return {
    id: Number(r.id),
    invoice_sn: r.invoice_sn,
    order_sn: r.order_sn,
    kind: facts.kind,
    title_type: r.title_type as InvoiceTitleType,
    title: r.title,
    tax_no: r.tax_no,
    content: r.content as InvoiceContent,
    email: r.email,
    status: facts.status,
    issue_mode: r.issue_mode as InvoiceIssueMode | null,
    invoice_no: r.invoice_no,
    amount: fenToYuan(amount),
    refunded: fenToYuan(refundedFen),
    current_amount: fenToYuan(Math.max(0, amount - refundedFen)),
    needs_red_note: needsRedNote(facts),
    red_note_no: r.red_note_no,
    has_file: r.file_sha256 !== null,
    create_time: Number(r.created_at),
    issued_at: time(r.issued_at),
    voided_at: time(r.voided_at),
    allowed_actions: INVOICE_MACHINE.allowedActions(facts),
  };
}

export function invoiceDetail(
  r: InvoiceRecord,
  refundedFen: number,
  history: { event: string; operator: string; note: string; at: number }[],
): InvoiceDetail {
  return {
    ...invoiceRow(r, refundedFen),
    reg_address: r.reg_address,
    reg_phone: r.reg_phone,
    bank_name: r.bank_name,
    bank_account: r.bank_account,
    express_code: r.express_code,
    tracking_no: r.tracking_no,
    issued_by: r.issued_by,
    voided_by: r.voided_by,
    void_reason: r.void_reason,
    red_note_at: time(r.red_note_at),
    history: history.map((h) => ({
      event: h.event as InvoiceEvent,
      operator: h.operator,
      note: h.note,
      at: Number(h.at),
    })),
  };
}
