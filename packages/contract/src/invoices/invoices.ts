import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { INVOICE_CONTENTS, INVOICE_KINDS, INVOICE_TITLE_TYPES } from './invoice-request.ts';

/**
 * Invoices (发票, issue 23): the shop's invoice settings, the invoices its buyers requested with
 * their orders, and the seller's issue / void / red-letter actions. Money is yuan at the API edge,
 * fen inside; times unix seconds. The refunded amount is read from the order's paid refunds each
 * time, so the current amount always follows refunds.
 */
export const INVOICE_STATUSES = ['PENDING', 'ISSUED', 'VOIDED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_ISSUE_MODES = ['PAPER', 'ELECTRONIC'] as const;
export type InvoiceIssueMode = (typeof INVOICE_ISSUE_MODES)[number];
export const INVOICE_ACTIONS = ['issuePaper', 'issueElectronic', 'void', 'redNote'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];
/** What an invoice_history row records. */
export const INVOICE_EVENTS = ['REQUEST', 'ISSUE_PAPER', 'ISSUE_ELECTRONIC', 'VOID', 'RED_NOTE'] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

/** The electronic invoice file: a PDF (checked by its first bytes), at most this size. */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;

const id = z.coerce.number().int().positive().max(2147483647);
export const invoiceIdParams = z.object({ id });

/** GET / PUT /api/seller/shops/invoice-setting */
export const invoiceSetting = z.object({
  kinds: z.array(z.enum(INVOICE_KINDS)),
  contents: z.array(z.enum(INVOICE_CONTENTS)),
  update_time: z.number(),
});
export type InvoiceSetting = z.infer<typeof invoiceSetting>;

const unique = <T extends string>(values: T[]) => [...new Set(values)];
export const invoiceSettingBody = z
  .object({
    /** Empty: the shop offers no invoices (an order asking for one is refused). */
    kinds: z
      .array(z.enum(INVOICE_KINDS, { error: 'rule.invoice.kind' }))
      .max(3)
      .transform(unique),
    contents: z
      .array(z.enum(INVOICE_CONTENTS, { error: 'rule.invoice.content' }))
      .min(1, 'rule.invoice.contentRequired')
      .max(2)
      .transform(unique),
  })
  .meta({ examples: [{ kinds: ['PLAIN', 'ELECTRONIC'], contents: ['GOODS_DETAIL'] }] });
export type InvoiceSettingBody = z.infer<typeof invoiceSettingBody>;

const dateBound = z.coerce.number().int().min(0).optional();
/** GET /api/seller/trade/invoice (and …/export without paging). */
export const invoiceListQuery = pageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** The search box: an order or invoice sn exactly, or part of the title. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  order_sn: z.string().trim().max(40).optional(),
  invoice_sn: z.string().trim().max(40).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  /** Part of the title. */
  title: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** Requested within [start_time, end_time] (unix seconds). */
  start_time: dateBound,
  end_time: dateBound,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export const invoiceExportQuery = invoiceListQuery.omit({ page_no: true, page_size: true });
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuery>;
export const invoiceExportFile = z.unknown();

export const invoiceSnQuery = z.object({ sn: z.string().trim().min(1, 'rule.required').max(40) });
export const orderInvoicesQuery = z.object({
  order_sn: z.string().trim().min(1, 'rule.required').max(40),
});

export const invoiceRow = z.object({
  id: z.number(),
  invoice_sn: z.string(),
  order_sn: z.string(),
  kind: z.enum(INVOICE_KINDS),
  title_type: z.enum(INVOICE_TITLE_TYPES),
  title: z.string(),
  tax_no: z.string(),
  content: z.enum(INVOICE_CONTENTS),
  email: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issue_mode: z.enum(INVOICE_ISSUE_MODES).nullable(),
  invoice_no: z.string(),
  /** Yuan: the order's paid amount when the invoice was requested. */
  amount: z.number(),
  /** Yuan: the order's paid refunds, read now. */
  refunded: z.number(),
  /** Yuan: amount − refunded (never below 0). */
  current_amount: z.number(),
  /** ISSUED, refunded > 0 and no red-letter note yet. */
  needs_red_note: z.boolean(),
  red_note_no: z.string(),
  has_file: z.boolean(),
  create_time: z.number(),
  issued_at: z.number().nullable(),
  voided_at: z.number().nullable(),
  allowed_actions: z.array(z.enum(INVOICE_ACTIONS)),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceHistoryRow = z.object({
  event: z.enum(INVOICE_EVENTS),
  operator: z.string(),
  note: z.string(),
  at: z.number(),
});
export type InvoiceHistoryRow = z.infer<typeof invoiceHistoryRow>;

export const invoiceDetail = invoiceRow.extend({
  reg_address: z.string(),
  reg_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  express_code: z.string(),
  tracking_no: z.string(),
  issued_by: z.string(),
  voided_by: z.string(),
  void_reason: z.string(),
  red_note_at: z.number().nullable(),
  history: z.array(invoiceHistoryRow),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const orderInvoices = z.array(invoiceRow);

const invoiceNo = z
  .string({ error: 'rule.required' })
  .trim()
  .min(1, 'rule.required')
  .max(40, 'rule.invoice.invoiceNo')
  .regex(/^[A-Za-z0-9-]+$/, 'rule.invoice.invoiceNo');

/** POST …/invoice/{id}/issue-paper */
export const issuePaperBody = z
  .object({
    invoice_no: invoiceNo,
    express_code: z.string({ error: 'rule.required' }).trim().min(1, 'rule.required').max(20),
    tracking_no: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.required')
      .max(40, 'rule.invoice.trackingNo')
      .regex(/^[A-Za-z0-9-]+$/, 'rule.invoice.trackingNo'),
  })
  .meta({ examples: [{ invoice_no: '04400211', express_code: 'SF', tracking_no: 'SF1234567890' }] });
export type IssuePaperBody = z.infer<typeof issuePaperBody>;

/** POST …/invoice/{id}/issue-electronic: multipart, field `invoice_no` then field `file` (PDF). */
export const issueElectronicFields = z.object({ invoice_no: invoiceNo });

/** POST …/invoice/{id}/void */
export const voidInvoiceBody = z
  .object({
    reason: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.required')
      .max(200, 'rule.invoice.tooLong'),
  })
  .meta({ examples: [{ reason: '抬头填写错误，买家要求重开' }] });

/** POST …/invoice/{id}/red-note */
export const redNoteBody = z
  .object({ red_note_no: invoiceNo })
  .meta({ examples: [{ red_note_no: 'HZ20261127001' }] });
