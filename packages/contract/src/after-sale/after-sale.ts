import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { ORDER_TYPES } from '../orders/order-enums.ts';

/**
 * After-sale cases (售后服务单, identified by service_sn) and refunds (退款单). Paths are ours
 * (SPEC §7 names none); see the README "After-sale" section for the state machine.
 * Money is yuan with 2 decimals at the API edge (integer fen inside); times are unix seconds.
 */

type Labels<T extends string> = Record<T, { zh: string; en: string }>;

/** What the buyer asks for. */
export const SERVICE_TYPES = ['RETURN_GOODS', 'REFUND_ONLY', 'CHANGE_GOODS', 'SUPPLY_AGAIN'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Labels<ServiceType> = {
  RETURN_GOODS: { zh: '退货退款', en: 'Return and refund' },
  REFUND_ONLY: { zh: '仅退款', en: 'Refund only' },
  CHANGE_GOODS: { zh: '换货', en: 'Exchange' },
  SUPPLY_AGAIN: { zh: '补发', en: 'Re-send' },
};
/** The types that pay money back (the others send goods). */
export const REFUND_SERVICE_TYPES: readonly ServiceType[] = ['RETURN_GOODS', 'REFUND_ONLY'];
/** The types where the buyer sends goods back to the shop. */
export const RETURN_SERVICE_TYPES: readonly ServiceType[] = ['RETURN_GOODS', 'CHANGE_GOODS'];

/** Case states. `activity_state` (§3 pending after-sale item) is the number beside each. */
export const SERVICE_STATUSES = [
  'APPLY',
  'PASS',
  'REFUSE',
  'SHIPPED_BACK',
  'STOCK_IN',
  'REFUNDING',
  'COMPLETED',
  'CLOSED',
] as const;
export type AfterSaleStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Labels<AfterSaleStatus> = {
  APPLY: { zh: '待审核', en: 'Awaiting review' },
  PASS: { zh: '审核通过', en: 'Approved' },
  REFUSE: { zh: '审核未通过', en: 'Refused' },
  SHIPPED_BACK: { zh: '买家已退货', en: 'Returned by buyer' },
  STOCK_IN: { zh: '已入库', en: 'Back in stock' },
  REFUNDING: { zh: '退款中', en: 'Refunding' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
};
export const ACTIVITY_STATE: Record<AfterSaleStatus, number> = {
  APPLY: 1,
  PASS: 2,
  REFUSE: 3,
  SHIPPED_BACK: 4,
  STOCK_IN: 5,
  REFUNDING: 6,
  COMPLETED: 7,
  CLOSED: 8,
};
/** A case in one of these is over: the order has left AFTER_SERVICE. */
export const FINAL_SERVICE_STATUSES: readonly AfterSaleStatus[] = ['REFUSE', 'COMPLETED', 'CLOSED'];

/** Fixed reasons the buyer picks from (plus a free description). */
export const SERVICE_REASONS = [
  'QUALITY',
  'DAMAGED',
  'WRONG_GOODS',
  'MISSING_PARTS',
  'NEAR_EXPIRY',
  'NOT_AS_DESCRIBED',
  'DELIVERY_LATE',
  'NO_LONGER_NEEDED',
  'OTHER',
] as const;
export type ServiceReason = (typeof SERVICE_REASONS)[number];
export const SERVICE_REASON_LABELS: Labels<ServiceReason> = {
  QUALITY: { zh: '商品质量问题', en: 'Quality problem' },
  DAMAGED: { zh: '包装或商品破损', en: 'Damaged in transit' },
  WRONG_GOODS: { zh: '商家发错货', en: 'Wrong goods sent' },
  MISSING_PARTS: { zh: '少件 / 漏发', en: 'Items missing' },
  NEAR_EXPIRY: { zh: '临期或过期', en: 'Near or past expiry' },
  NOT_AS_DESCRIBED: { zh: '与商品描述不符', en: 'Not as described' },
  DELIVERY_LATE: { zh: '配送超时', en: 'Delivered late' },
  NO_LONGER_NEEDED: { zh: '不想要了 / 拍错了', en: 'No longer needed' },
  OTHER: { zh: '其他', en: 'Other' },
};

/** Seller actions on a case; `allowed_actions` lists those the current state permits. */
export const SERVICE_ACTIONS = [
  'approve',
  'refuse',
  'shipBack',
  'stockIn',
  'refund',
  'reship',
  'close',
] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];
export const SERVICE_ACTION_LABELS: Labels<ServiceAction | 'apply' | 'refundDone'> = {
  apply: { zh: '买家申请售后', en: 'Buyer applied' },
  approve: { zh: '审核通过', en: 'Approve' },
  refuse: { zh: '审核拒绝', en: 'Refuse' },
  shipBack: { zh: '登记退货物流', en: 'Record return shipment' },
  stockIn: { zh: '确认收货入库', en: 'Receive into stock' },
  refund: { zh: '退款', en: 'Refund' },
  refundDone: { zh: '退款完成', en: 'Refund completed' },
  reship: { zh: '发出换货 / 补发商品', en: 'Ship replacement' },
  close: { zh: '关闭售后', en: 'Close' },
};

export const ACTOR_TYPES = ['BUYER', 'SELLER', 'SYSTEM'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

// ---- refunds ----

export const REFUND_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Labels<RefundStatus> = {
  PENDING: { zh: '待退款', en: 'Pending' },
  PROCESSING: { zh: '退款处理中', en: 'Processing' },
  SUCCESS: { zh: '退款成功', en: 'Refunded' },
  FAILED: { zh: '退款失败', en: 'Failed' },
};
/** ORIGINAL: back along the payment path through the payment provider (原路退回); OFFLINE: the
 * shop paid the buyer some other way and records it with a note. */
export const REFUND_METHODS = ['ORIGINAL', 'OFFLINE'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Labels<RefundMethod> = {
  ORIGINAL: { zh: '原路退回', en: 'To the original payment' },
  OFFLINE: { zh: '线下退款', en: 'Offline' },
};
export const REFUND_SOURCES = ['AFTER_SALE', 'CANCEL'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];
export const REFUND_SOURCE_LABELS: Labels<RefundSource> = {
  AFTER_SALE: { zh: '售后退款', en: 'After-sale' },
  CANCEL: { zh: '取消订单退款', en: 'Order cancelled' },
};
export const REFUND_ACTIONS = ['retry', 'offline'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
/** Automatic retries of a failed online refund: at most this many attempts in all. */
export const REFUND_MAX_ATTEMPTS = 5;

// ---- shared pieces ----

const yuan = z.number();
const flag = z.coerce.number().int().min(0).max(1);
/** Amounts from a client: yuan with at most 2 decimals, as a number or a string (checked exactly
 * on the server with parseYuanToFen). */
export const yuanInput = z.union([z.string().max(20), z.number()]);
/** Image URLs (uploaded through base/uploaders): absolute http(s) or a site path. */
export const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S+$/, 'rule.url');
export const imageList = z.array(imageUrl).max(9, 'rule.fileLimit').default([]);
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'rule.required').max(max);

// ---- seller: list, detail ----

/** GET /api/seller/after-sales */
export const afterSaleListQuery = pageQuery.extend({
  service_status: z.enum(SERVICE_STATUSES).optional(),
  service_type: z.enum(SERVICE_TYPES).optional(),
  /** 1: only cases waiting for the seller (the top-bar counter's cases). */
  awaiting: flag.optional(),
  /** service_sn, order_sn or the buyer's mobile (exact), or part of the buyer's name. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** Apply time range, unix seconds, inclusive. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  /** Only cases of orders of this kind (issue 22: the points mall's after-sale list). */
  order_type: z.enum(ORDER_TYPES).optional(),
});
export type AfterSaleListQuery = z.infer<typeof afterSaleListQuery>;

export const afterSaleRow = z.object({
  service_sn: z.string(),
  order_sn: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  service_status: z.enum(SERVICE_STATUSES),
  activity_state: z.number().int(),
  reason: z.enum(SERVICE_REASONS),
  /** yuan; 0 for exchange / re-send */
  requested_amount: yuan,
  /** yuan; null until approved */
  approved_amount: yuan.nullable(),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  goods_names: z.string(),
  goods_num: z.number().int(),
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  /** 1: the next step is the seller's */
  awaiting: z.number().int(),
  apply_time: z.number().int(),
  update_time: z.number().int(),
});
export type AfterSaleRow = z.infer<typeof afterSaleRow>;

export const afterSaleLine = z.object({
  line_id: z.number().int(),
  item_id: z.number().int(),
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  specs: z.string(),
  /** unit price paid on the order, yuan */
  price: yuan,
  /** quantity in this case / on the order line */
  num: z.number().int(),
  order_num: z.number().int(),
  /** the most this line may refund in this case, yuan (paid for these units minus earlier refunds) */
  refundable: yuan,
});
export type AfterSaleLine = z.infer<typeof afterSaleLine>;

export const afterSaleHistoryEntry = z.object({
  action: z.string(),
  from_status: z.enum(SERVICE_STATUSES).nullable(),
  to_status: z.enum(SERVICE_STATUSES),
  actor_type: z.enum(ACTOR_TYPES),
  op_name: z.string(),
  message: z.string(),
  create_time: z.number().int(),
});
export type AfterSaleHistoryEntry = z.infer<typeof afterSaleHistoryEntry>;

export const logistics = z.object({
  express_code: z.string(),
  express_name: z.string(),
  waybill_no: z.string(),
  /** unix seconds; null until recorded */
  ship_time: z.number().int().nullable(),
});
export type Logistics = z.infer<typeof logistics>;

export const refundRow = z.object({
  refund_sn: z.string(),
  order_sn: z.string(),
  /** null for the refund of a cancelled order */
  service_sn: z.string().nullable(),
  source: z.enum(REFUND_SOURCES),
  amount: yuan,
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  /** the payment provider's refund id, '' until it answered */
  provider_refund_id: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  note: z.string(),
  /** when the next automatic retry runs (failed online refunds), else null */
  next_retry_time: z.number().int().nullable(),
  refunded_time: z.number().int().nullable(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  allowed_actions: z.array(z.enum(REFUND_ACTIONS)),
  /** Points given back to the member with this refund (a points order's share; issue 22). */
  points_returned: z.number().int(),
});
export type RefundRow = z.infer<typeof refundRow>;

export const afterSaleDetail = afterSaleRow.extend({
  description: z.string(),
  images: z.array(z.string()),
  lines: z.array(afterSaleLine),
  /** the most the case may refund now, yuan */
  refundable_amount: yuan,
  seller_remark: z.string(),
  refuse_reason: z.string(),
  close_reason: z.string(),
  /** the buyer's parcel back to the shop (return / exchange) */
  return_logistics: logistics,
  /** the replacement the shop sent (exchange / re-send) */
  reship_logistics: logistics,
  refund: refundRow.nullable(),
  history: z.array(afterSaleHistoryEntry),
  allowed_actions: z.array(z.enum(SERVICE_ACTIONS)),
  order: z.object({
    sn: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** the status the order returns to when the case closes */
    status_before: z.enum(ORDER_STATUSES).nullable(),
    order_price: yuan,
    paid_amount: yuan,
    /** already refunded or being refunded on this order, yuan */
    refunded_amount: yuan,
    shipping_type: z.string(),
    payment_type: z.string(),
    create_time: z.number().int(),
  }),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>;

/** GET /api/seller/after-sales/count — cases per status, plus `awaiting`. */
export const afterSaleCounts = z.record(z.string(), z.number().int());

// ---- seller: actions ----

/** POST …/{service_sn}/approve — the amount is required for the refund types and must not exceed
 * `refundable_amount`; exchange / re-send take no amount. */
export const approveBody = z.object({
  approved_amount: yuanInput.optional(),
  remark: text(200).default(''),
});
export const refuseBody = z.object({ reason: requiredText(200) });
export const closeBody = z.object({ reason: requiredText(200) });
export const stockInBody = z.object({ remark: text(200).default('') });
/** POST …/ship-back (seller records the buyer's parcel) and …/reship (the replacement). */
export const shipmentBody = z.object({
  express_code: z.string().trim().min(1, 'rule.required').max(20),
  waybill_no: z
    .string()
    .trim()
    .min(6, 'rule.waybill')
    .max(40, 'rule.waybill')
    .regex(/^[A-Za-z0-9-]+$/, 'rule.waybill'),
});
/** POST …/refund — ORIGINAL goes through the payment provider (503 NOT_CONFIGURED when there is
 * none, nothing changed); OFFLINE is recorded as paid at once and needs a note. */
export const refundBody = z.object({
  method: z.enum(REFUND_METHODS),
  note: text(300).default(''),
});

// ---- seller: refunds ----

/** GET /api/seller/refunds */
export const refundListQuery = pageQuery.extend({
  status: z.enum(REFUND_STATUSES).optional(),
  method: z.enum(REFUND_METHODS).optional(),
  source: z.enum(REFUND_SOURCES).optional(),
  /** refund_sn, order_sn or service_sn (exact) */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  /** Only refunds of orders of this kind (issue 22: the points mall's refund list). */
  order_type: z.enum(ORDER_TYPES).optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuery>;
/** POST /api/seller/refunds/{refund_sn}/offline */
export const offlineRefundBody = z.object({ note: requiredText(300) });

/** POST /api/seller/trade/orders/{sn}/refuse-cancel */
export const refuseCancelBody = z.object({ reason: requiredText(200) });

// ---- open API (storefront / buyer side) ----

/** POST /api/open/after-sales — X-Api-Key, Idempotency-Key. A line names the order line by
 * item_id, or by goods_code when that code is on exactly one line. */
export const openAfterSaleBody = z.object({
  order_sn: z.string().min(1).max(32),
  service_type: z.enum(SERVICE_TYPES),
  reason: z.enum(SERVICE_REASONS),
  description: text(500).default(''),
  images: imageList,
  lines: z
    .array(
      z
        .object({
          item_id: z.number().int().positive().optional(),
          goods_code: z.string().min(1).max(40).optional(),
          num: z.number().int().min(1).max(999),
        })
        .refine((l) => (l.item_id === undefined) !== (l.goods_code === undefined), {
          message: 'rule.required',
          path: ['item_id'],
        }),
    )
    .min(1)
    .max(50),
  /** yuan; required for RETURN_GOODS / REFUND_ONLY, absent otherwise */
  requested_amount: yuanInput.optional(),
});
export type OpenAfterSaleBody = z.infer<typeof openAfterSaleBody>;

export const openAfterSaleResult = z.object({
  service_sn: z.string(),
  order_sn: z.string(),
  service_status: z.enum(SERVICE_STATUSES),
  requested_amount: yuan,
  refundable_amount: yuan,
});

/** POST /api/open/after-sales/{service_sn}/ship-back: shipmentBody. …/close: closeBody. */
export const openCaseState = z.object({
  service_sn: z.string(),
  service_status: z.enum(SERVICE_STATUSES),
});

/** POST /api/open/orders/{sn}/cancel-request — X-Api-Key, Idempotency-Key. */
export const cancelRequestBody = z.object({ reason: requiredText(200) });
export const cancelRequestResult = z.object({
  order_sn: z.string(),
  status: z.enum(ORDER_STATUSES),
  cancel_requested: z.number().int(),
});

/** The `:service_sn` of one after-sale case. */
export const serviceSnParams = z.object({ service_sn: z.string().min(1).max(32) });
/** GET /api/seller/after-sales/{service_sn}/history — every change, oldest first. */
export const afterSaleHistory = z.array(afterSaleHistoryEntry);
/** The `:refund_sn` of one refund. */
export const refundSnParams = z.object({ refund_sn: z.string().min(1).max(40) });
