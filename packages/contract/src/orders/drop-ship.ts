import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { ORDER_STATUSES } from './order-status.ts';

/* Drop-ship sub-orders (SPEC §2 sorder-list, sdetail/:ssid/:sn; §3 "sub-order by ssid plus sn"):
 * order lines whose goods a contracted supplier ships on the shop's behalf. The paths are ours
 * (README "Drop-ship sub-orders"); §7 names none. */

/** Sub-order statuses, in the order a sub-order normally moves through them. */
export const SORDER_STATUSES = [
  'WAIT_SUPPLIER_ACCEPT',
  'ACCEPTED',
  'SHIPPED',
  'RECEIVED',
  'CANCELLED',
  'REJECTED',
] as const;
export type SorderStatus = (typeof SORDER_STATUSES)[number];

/** Display names (zh first, as the 代发订单 screens say them). */
export const SORDER_STATUS_LABELS: Record<SorderStatus, { zh: string; en: string }> = {
  WAIT_SUPPLIER_ACCEPT: { zh: '待供货商接单', en: 'Awaiting supplier' },
  ACCEPTED: { zh: '待供货商发货', en: 'Accepted, to ship' },
  SHIPPED: { zh: '供货商已发货', en: 'Shipped by supplier' },
  RECEIVED: { zh: '已签收', en: 'Received' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
  REJECTED: { zh: '供货商已拒单', en: 'Rejected by supplier' },
};

/** Statuses in which the supplier still owes the goods (the shop may remind or cancel). */
export const SORDER_WAITING: readonly SorderStatus[] = ['WAIT_SUPPLIER_ACCEPT', 'ACCEPTED'];

/** What the shop may do on a sub-order (seller API); the supplier's steps go through the open API. */
export const SORDER_SHOP_ACTIONS = ['remind', 'cancel', 'receive'] as const;
export type SorderShopAction = (typeof SORDER_SHOP_ACTIONS)[number];
export const SORDER_SUPPLIER_ACTIONS = ['accept', 'reject', 'ship'] as const;
export type SorderSupplierAction = (typeof SORDER_SUPPLIER_ACTIONS)[number];
export type SorderAction = SorderShopAction | SorderSupplierAction;

/** A shop may remind the supplier at most once in this many seconds. */
export const SORDER_REMIND_INTERVAL = 600;

const yuan = z.number();

/** GET /api/seller/trade/sorders — the list's filters. `status` absent = every status. */
export const sorderListQuery = pageQuery.extend({
  status: z.enum(SORDER_STATUSES).optional(),
  /** ssid or parent order sn (exact), or part of the supplier's name. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  supplier_id: z.coerce.number().int().min(1).optional(),
  order_sn: z.string().trim().min(1).max(32).optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});
export type SorderListQuery = z.infer<typeof sorderListQuery>;

export const sorderSummary = z.object({
  ssid: z.string(),
  order_sn: z.string(),
  status: z.enum(SORDER_STATUSES),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  goods_num: z.number().int(),
  goods_names: z.string(),
  /** Retail value of the lines (what the buyer paid for them), yuan. */
  goods_amount: yuan,
  /** What the shop settles to the supplier, yuan. */
  settle_amount: yuan,
  express_name: z.string(),
  waybill_no: z.string(),
  remind_count: z.number().int(),
  create_time: z.number().int(),
  /** Shop actions the state machine allows now (remind, cancel, receive). */
  allowed_actions: z.array(z.enum(SORDER_SHOP_ACTIONS)),
});
export type SorderSummary = z.infer<typeof sorderSummary>;

/** GET /api/seller/trade/sorders/count — ALL plus one count per status. */
export const sorderCounts = z.record(z.string(), z.number().int());
export type SorderCounts = z.infer<typeof sorderCounts>;

export const sorderItem = z.object({
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  specs: z.string(),
  unit: z.string(),
  num: z.number().int(),
  price: yuan,
  supply_price: yuan,
  settle_subtotal: yuan,
});

export const supplier = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  mobile: z.string(),
  address: z.string(),
});
export type Supplier = z.infer<typeof supplier>;

export const sorderLogEntry = z.object({
  op_name: z.string(),
  action: z.string(),
  message: z.string(),
  create_time: z.number().int(),
});

export const sorderDetail = sorderSummary.extend({
  express_code: z.string(),
  reject_reason: z.string(),
  cancel_reason: z.string(),
  reminded_at: z.number().int().nullable(),
  accepted_at: z.number().int().nullable(),
  shipped_at: z.number().int().nullable(),
  received_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  rejected_at: z.number().int().nullable(),
  items: z.array(sorderItem),
  supplier: supplier,
  /** The parent order, as much as the sub-order page shows of it. */
  order: z.object({
    sn: z.string(),
    status: z.enum(ORDER_STATUSES),
    consignee_name: z.string(),
    consignee_mobile: z.string(),
    region_names: z.string(),
    address: z.string(),
  }),
  logs: z.array(sorderLogEntry),
});
export type SorderDetail = z.infer<typeof sorderDetail>;

export const sorderCancelBody = z.object({
  reason: z.string().trim().min(1, 'error.sorder.reasonRequired').max(200, 'error.sorder.reasonRequired'),
});

/** Open API bodies (the supplier's side). */
export const sorderRejectBody = sorderCancelBody;
export const sorderShipBody = z.object({
  express_code: z.string().trim().min(1, 'rule.required').max(20),
  waybill_no: z
    .string()
    .trim()
    .min(6, 'rule.waybill')
    .max(40, 'rule.waybill')
    .regex(/^[A-Za-z0-9-]+$/, 'rule.waybill'),
});

/** GET /api/open/sorders/{ssid} — what the supplier needs to ship: lines and the consignee. */
export const openSorder = z.object({
  ssid: z.string(),
  order_sn: z.string(),
  status: z.enum(SORDER_STATUSES),
  settle_amount: yuan,
  express_code: z.string(),
  express_name: z.string(),
  waybill_no: z.string(),
  consignee: z.object({
    name: z.string(),
    mobile: z.string(),
    region_names: z.string(),
    address: z.string(),
  }),
  items: z.array(sorderItem.omit({ price: true })),
});
export type OpenSorder = z.infer<typeof openSorder>;

/** The `:ssid/:sn` of one sub-order on the shop's side (ssid plus the parent order sn). */
export const sorderParams = z.object({ ssid: z.string().min(1).max(40), sn: z.string().min(1).max(32) });
/** GET /api/seller/trade/suppliers */
export const supplierList = z.array(supplier);

/** `:ssid` of a sub-order as its supplier addresses it through the open API. */
export const openSorderParams = z.object({ ssid: z.string().min(1).max(40) });
