import { z } from 'zod';

/**
 * Electronic waybills (电子面单) and parcel tracking (物流跟踪), issue 23. The reference provider
 * is Kuaidi100: the shop's waybill account at an express company (customer code, key, branch, pay
 * type) lets it issue waybill numbers; each order keeps the waybill issued for it (one per
 * company), printed on a 100 × 180 mm label; a shipped parcel's trace comes from the provider's
 * signed push or a poll.
 */
export const WAYBILL_PAY_TYPES = ['SHIPPER', 'CONSIGNEE', 'MONTHLY', 'THIRD_PARTY'] as const;
export type WaybillPayType = (typeof WAYBILL_PAY_TYPES)[number];
/** The one label size the waybills print on (width × height, mm). */
export const WAYBILL_TEMPLATE_SIZE = '100x180';
/** At most this many orders per batch request. */
export const WAYBILL_BATCH_MAX = 50;

const expressCode = z
  .string({ error: 'rule.required' })
  .trim()
  .min(1, 'rule.required')
  .max(20, 'rule.waybill.expressCode');
const orderSn = z
  .string({ error: 'rule.required' })
  .trim()
  .min(1, 'rule.required')
  .max(40, 'rule.waybill.orderSn');

/** GET /api/seller/waybill/accounts: one row per express company of the shop that issues
 * e-waybills, with its account when one is set. */
export const waybillAccount = z.object({
  express_code: z.string(),
  express_name: z.string(),
  configured: z.boolean(),
  partner_id: z.string(),
  /** The key masked (first and last 2 characters): the key itself is never answered. */
  partner_key_masked: z.string(),
  net: z.string(),
  pay_type: z.enum(WAYBILL_PAY_TYPES).nullable(),
  template_size: z.literal(WAYBILL_TEMPLATE_SIZE),
  update_time: z.number().nullable(),
});
export type WaybillAccount = z.infer<typeof waybillAccount>;
export const waybillAccounts = z.array(waybillAccount);

/** PUT /api/seller/waybill/accounts. An empty partner_key keeps the stored one (the form never
 * sees it); a new account needs one. */
export const waybillAccountBody = z
  .object({
    express_code: expressCode,
    partner_id: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.waybill.partnerId')
      .max(64, 'rule.waybill.partnerId'),
    partner_key: z.string().trim().max(128, 'rule.waybill.partnerKey').default(''),
    net: z.string().trim().max(64, 'rule.waybill.net').default(''),
    pay_type: z.enum(WAYBILL_PAY_TYPES, { error: 'rule.waybill.payType' }),
  })
  .meta({
    examples: [
      {
        express_code: 'ZTO',
        partner_id: 'ZT0001',
        partner_key: 'k9x2',
        net: '杭州滨江',
        pay_type: 'MONTHLY',
      },
    ],
  });
export type WaybillAccountBody = z.infer<typeof waybillAccountBody>;
export type WaybillAccountInput = z.input<typeof waybillAccountBody>;

/** DELETE /api/seller/waybill/accounts?express_code= */
export const waybillAccountKey = z.object({ express_code: expressCode });

/** GET /api/seller/waybill?order_sn=&express_code= */
export const waybillQuery = z.object({ order_sn: orderSn, express_code: expressCode });
/** GET /api/seller/waybill/reshow?order_sn=[&express_code=] */
export const waybillReshowQuery = z.object({ order_sn: orderSn, express_code: expressCode.optional() });

const party = z.object({ name: z.string(), mobile: z.string(), address: z.string() });

/** What the 100 × 180 mm label prints, as stored when the waybill was issued. */
export const waybillLabel = z.object({
  express_name: z.string(),
  receiver: party,
  sender: party,
  /** Goods names with quantities, one line. */
  goods: z.string(),
  count: z.number(),
  remark: z.string(),
  pay_type: z.enum(WAYBILL_PAY_TYPES),
  /** The provider's own label image / template address, when it gave one. */
  label_url: z.string(),
});
export type WaybillLabel = z.infer<typeof waybillLabel>;

export const waybill = z.object({
  order_sn: z.string(),
  express_code: z.string(),
  waybill_no: z.string(),
  task_id: z.string(),
  label: waybillLabel,
  create_time: z.number(),
});
export type Waybill = z.infer<typeof waybill>;

/** POST /api/seller/waybill/creates */
export const waybillCreatesBody = z.object({
  order_sns: z
    .array(orderSn, { error: 'rule.waybill.orders' })
    .min(1, 'rule.waybill.orders')
    .max(WAYBILL_BATCH_MAX, 'rule.waybill.orders'),
  express_code: expressCode,
});
export type WaybillCreatesBody = z.infer<typeof waybillCreatesBody>;

/** One order's outcome; each order is independent (a failed one has nothing recorded). */
export const waybillCreateResult = z.object({
  order_sn: z.string(),
  ok: z.boolean(),
  waybill_no: z.string().optional(),
  waybill: waybill.optional(),
  /** The reason, in the caller's language. */
  error: z.string().optional(),
});
export type WaybillCreateResult = z.infer<typeof waybillCreateResult>;
export const waybillCreateResults = z.array(waybillCreateResult);

/** Kuaidi100's parcel states (state field). */
export const TRACE_STATES: Record<number, { zh: string; en: string }> = {
  0: { zh: '在途', en: 'In transit' },
  1: { zh: '揽收', en: 'Collected' },
  2: { zh: '疑难', en: 'Problem' },
  3: { zh: '签收', en: 'Delivered' },
  4: { zh: '退签', en: 'Return signed' },
  5: { zh: '派件', en: 'Out for delivery' },
  6: { zh: '退回', en: 'Returning' },
  7: { zh: '转投', en: 'Redirected' },
  8: { zh: '清关', en: 'Customs' },
  14: { zh: '拒签', en: 'Refused' },
};

export const traceLine = z.object({ time: z.string(), context: z.string() });
export const shipmentTrace = z.object({
  express_code: z.string(),
  waybill_no: z.string(),
  /** -1: nothing heard yet */
  state: z.number(),
  ischeck: z.boolean(),
  /** Newest first. */
  traces: z.array(traceLine),
  update_time: z.number(),
});
export type ShipmentTrace = z.infer<typeof shipmentTrace>;

/** GET /api/seller/trade/orders/{sn}/traces[?refresh=1] */
export const tracesQuery = z.object({ refresh: z.enum(['0', '1']).optional() });
export const tracesParams = z.object({ sn: orderSn });
export const orderTraces = z.object({
  /** null: the order has not shipped by express, or nothing is known of its parcel yet. */
  trace: shipmentTrace.nullable(),
  /** Whether the tracking provider is configured (refresh asks it only then). */
  configured: z.boolean(),
});
export type OrderTraces = z.infer<typeof orderTraces>;
