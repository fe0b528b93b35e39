import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.ts';

/**
 * Settlement bills (结算单, issue 23). One bill per shop per closed period (the shop's settlement
 * days, default the 1st and 16th, Asia/Shanghai). Its figures are sums of its lines: one line per
 * order paid (or COD cash collected) and per refund paid, each in exactly one bill. Money is yuan
 * at the API edge, fen inside; times are unix seconds.
 *
 * Net receivable (what the platform pays the shop) = online income − online refunds − commission
 * + commission returned. Cash-on-delivery money is already in the shop's hands, so it is shown
 * and charged commission but not paid out; promotion costs (the shop's own discounts) and points
 * cash (the value the shop's points covered on points orders) are shown for the record: they were
 * never paid by the buyer, so they are not in the income either.
 */
export const BILL_STATES = ['NEW', 'CONFIRMED', 'PAID'] as const;
export type BillState = (typeof BILL_STATES)[number];
export const BILL_STATE_LABELS: Record<BillState, { zh: string; en: string }> = {
  NEW: { zh: '已出账', en: 'Issued' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
  PAID: { zh: '已付款', en: 'Paid' },
};
export const BILL_ACTIONS = ['confirm', 'pay'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];

/** ORDER: an order's income; REFUND: a refund of an order in the same bill; ADJUST: a refund of
 * an order billed in an earlier period (a late refund). */
export const BILL_LINE_TYPES = ['ORDER', 'REFUND', 'ADJUST'] as const;
export type BillLineType = (typeof BILL_LINE_TYPES)[number];

/** The default commission (3%: a realistic rate for pharmacy goods on a marketplace) and days. */
export const DEFAULT_COMMISSION_BP = 300;
export const DEFAULT_SETTLE_DAYS = [1, 16] as const;

const time = z.coerce.number().int().min(0).max(4102444800);
// Any text: an unknown number is simply not found (404).
const sn = z.string().trim().min(1, 'rule.settlement.sn').max(40, 'rule.settlement.sn');

export const billSnParams = z.object({ sn });

/** GET /api/seller/settlement/bills: newest period first; the period filter keeps bills whose
 * period starts within [start_time, end_time]. */
export const billListQuery = pageQuery.extend({
  /** A bill number (whole). */
  keyword: z.string().trim().max(40, 'rule.keywordTooLong').optional(),
  state: z.enum(BILL_STATES).optional(),
  start_time: time.optional(),
  end_time: time.optional(),
});
export type BillListQuery = z.infer<typeof billListQuery>;

/** The figures of a bill (yuan), each the sum of its lines' column. */
export const billFigures = z.object({
  online_income: z.number(),
  cod_income: z.number(),
  online_refund: z.number(),
  cod_refund: z.number(),
  commission: z.number(),
  commission_returned: z.number(),
  promotion_cost: z.number(),
  points_cash: z.number(),
  net_receivable: z.number(),
});
export type BillFigures = z.infer<typeof billFigures>;

export const bill = billFigures.extend({
  sn: z.string(),
  period_start: z.number(),
  /** Exclusive: the next period's start. */
  period_end: z.number(),
  state: z.enum(BILL_STATES),
  order_count: z.number(),
  refund_count: z.number(),
  create_time: z.number(),
  confirm_time: z.number().nullable(),
  paid_time: z.number().nullable(),
});
export type Bill = z.infer<typeof bill>;

/** The shop's terms as the platform set them (read-only for the seller). */
export const settlementTerms = z.object({
  commission_bp: z.number().int(),
  settle_days: z.array(z.number().int()),
});
export type SettlementTerms = z.infer<typeof settlementTerms>;

export const billPage = pageOf(bill).extend({ terms: settlementTerms });
export type BillPage = z.infer<typeof billPage>;

export const billDetail = bill.extend({
  /** The rate the bill was made at, basis points (300 = 3%). */
  commission_bp: z.number().int(),
  confirmed_by: z.string(),
  paid_remark: z.string(),
  allowed_actions: z.array(z.enum(BILL_ACTIONS)),
});
export type BillDetail = z.infer<typeof billDetail>;

export const billItemsQuery = pageQuery.extend({ type: z.enum(BILL_LINE_TYPES).default('ORDER') });
export type BillItemsQuery = z.infer<typeof billItemsQuery>;

export const billItem = z.object({
  line_type: z.enum(BILL_LINE_TYPES),
  order_sn: z.string(),
  refund_sn: z.string(),
  payment_type: z.string(),
  /** When the money moved: the payment (or COD cash) for an order, the refund's payment. */
  occurred_at: z.number(),
  online_income: z.number(),
  cod_income: z.number(),
  online_refund: z.number(),
  cod_refund: z.number(),
  commission: z.number(),
  commission_returned: z.number(),
  promotion_cost: z.number(),
  points_cash: z.number(),
  net: z.number(),
});
export type BillItem = z.infer<typeof billItem>;
export const billItemPage = pageOf(billItem);

/** POST /api/open/platform/settlement/bills/{sn}/paid: the platform paid a confirmed bill. */
export const billPaidBody = z.object({
  paid_at: time.optional(),
  remark: z.string({ error: 'rule.required' }).trim().max(200, 'rule.settlement.remark').default(''),
});
export type BillPaidBody = z.infer<typeof billPaidBody>;

export const billStateResult = z.object({ sn: z.string(), state: z.enum(BILL_STATES) });
export type BillStateResult = z.infer<typeof billStateResult>;

/** PUT /api/open/platform/settlement/shops/{shop_id}/terms: the platform sets a shop's rate and
 * settle days; they apply from the shop's next unbilled period (a bill keeps the rate it was made at). */
// Any text, like a bill number: what names no shop is simply not found (404).
export const shopTermsParams = z.object({ shop_id: z.string().trim().min(1).max(20) });
export const settlementTermsBody = z.object({
  commission_bp: z.coerce
    .number()
    .int('rule.settlement.rate')
    .min(0, 'rule.settlement.rate')
    .max(5000, 'rule.settlement.rate'),
  settle_days: z
    .array(
      z.coerce
        .number()
        .int('rule.settlement.days')
        .min(1, 'rule.settlement.days')
        .max(28, 'rule.settlement.days'),
    )
    .min(1, 'rule.settlement.days')
    .max(4, 'rule.settlement.days'),
});
export type SettlementTermsBody = z.infer<typeof settlementTermsBody>;

export const platformKeyHeaders = z.object({ 'x-platform-key': z.string().optional() });
