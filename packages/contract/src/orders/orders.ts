import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { ORDER_SOURCES, ORDER_TABS, ORDER_TYPES, PAYMENT_TYPES, SHIPPING_TYPES } from './order-enums.ts';
import { isMobile } from '../rules/rules.ts';
import { prescriptionDetail } from '../prescription/prescription.ts';
import { pricingDiscount, pricingGift, pricingLine } from '../promotions/pricing-record.ts';
import { REGION_IDS_PATTERN } from '../regions/regions.ts';

const yuan = z.number();

/** GET /api/seller/trade/orders — filters of the order list (issue 4). */
export const orderListQuery = pageQuery.extend({
  tab: z
    .enum(Object.keys(ORDER_TABS) as [keyof typeof ORDER_TABS, ...(keyof typeof ORDER_TABS)[]])
    .optional(),
  order_status: z.enum(ORDER_STATUSES).optional(),
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  order_source: z.enum(ORDER_SOURCES).optional(),
  shipping_type: z.enum(SHIPPING_TYPES).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  is_prescription: z.coerce.number().int().min(0).max(1).optional(),
  /** Only orders of this kind (issue 22: the points mall's list is POINTS). */
  order_type: z.enum(ORDER_TYPES).optional(),
  /** "Next page": the sn of the last row of the page before. The page then starts right after that
   * order (a seek on the tab's index) instead of skipping (page_no − 1) × page_size rows; page_no
   * is only echoed. Without it, page_no is an offset (jumps). */
  after_sn: z.string().trim().min(1).max(32).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderSummary = z.object({
  sn: z.string(),
  status: z.enum(ORDER_STATUSES),
  order_source: z.string(),
  shipping_type: z.string(),
  payment_type: z.string(),
  paid: z.number().int(),
  order_price: yuan,
  goods_num: z.number().int(),
  goods_names: z.string(),
  consignee_name: z.string(),
  consignee_mobile: z.string(),
  is_prescription: z.number().int(),
  rx_status: z.string(),
  service_status: z.string(),
  delivery_status: z.string(),
  entry_status: z.number().int(),
  pos_print_status: z.string(),
  serial_number: z.number().int(),
  cancel_requested: z.number().int(),
  create_time: z.number().int(),
  allowed_actions: z.array(z.string()),
  /** NORMAL | POINTS | ASSEMBLE (issue 22). */
  order_type: z.enum(ORDER_TYPES),
  /** Points the member spent (POINTS orders; 0 otherwise). */
  points_spent: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/seller/trade/orders/count — counts per list tab. */
export const orderCounts = z.record(z.string(), z.number().int());

export const orderItem = z.object({
  item_id: z.number().int(),
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  common_name: z.string(),
  specs: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  storage: z.string(),
  unit: z.string(),
  is_prescription: z.number().int(),
  price: yuan,
  num: z.number().int(),
  subtotal: yuan,
  batch_numbers: z.array(z.string()),
});

export const orderDetail = orderSummary.extend({
  member_id: z.number().int().nullable(),
  goods_price: yuan,
  shipping_price: yuan,
  /** The freight template(s) that priced the shipping (issue 23); '' for none. */
  shipping_template: z.string(),
  discount_price: yuan,
  adjust_price: yuan,
  paid_amount: yuan,
  region_ids: z.string(),
  region_names: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  remark: z.string(),
  pickcode: z.string(),
  express_code: z.string(),
  express_name: z.string(),
  waybill_no: z.string(),
  courier_message: z.string(),
  delivery_partner: z.string(),
  delivery_fee: yuan,
  rider_name: z.string(),
  rider_phone: z.string(),
  rx_reference: z.string(),
  is_meituan: z.number().int(),
  is_erp: z.number().int(),
  entry_error: z.string(),
  print_name: z.string(),
  printed_at: z.number().int().nullable(),
  cancel_reason: z.string(),
  paid_at: z.number().int().nullable(),
  shipped_at: z.number().int().nullable(),
  received_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  items: z.array(orderItem),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderLogEntry = z.object({
  op_name: z.string(),
  action: z.string(),
  message: z.string(),
  create_time: z.number().int(),
});
export const orderFlowStep = z.object({ status: z.string(), create_time: z.number().int() });
export type OrderLogEntry = z.infer<typeof orderLogEntry>;
export type OrderFlowStep = z.infer<typeof orderFlowStep>;

/* The order detail's side panels (GET seller/trade/orders/…). */

/** GET prescription/{sn} — the order's prescription state and, when it has one, the prescription
 * with its audits. */
export const orderPrescription = z.object({
  sn: z.string(),
  is_prescription: z.number(),
  rx_status: z.string(),
  rx_reference: z.string(),
  prescription: prescriptionDetail.shape.prescription.omit({ is_overdue: true }).nullable(),
  audits: prescriptionDetail.shape.audits,
});
export type OrderPrescription = z.infer<typeof orderPrescription>;

/** GET {sn}/promotion — discounts applied: per promotion and per line (issue 22). */
export const orderPromotion = z.object({
  discount_price: z.number(),
  adjust_price: z.number(),
  promotions: z.array(pricingDiscount),
  lines: z.array(pricingLine),
  gifts: z.array(pricingGift),
  points: z.number(),
});
export type OrderPromotion = z.infer<typeof orderPromotion>;

/** GET {sn}/batch-num — lines with their drug batch numbers. */
export const orderBatchLine = z.object({
  item_id: z.number(),
  goods_name: z.string(),
  specs: z.string(),
  num: z.number(),
  is_prescription: z.number(),
  batch_numbers: z.array(z.string()),
});
export type OrderBatchLine = z.infer<typeof orderBatchLine>;

/** The `:sn` of every /api/seller/trade/orders/{sn}/… route. */
export const orderSnParams = z.object({ sn: z.string().min(1).max(32) });

/** GET {sn}/xin and {sn}/hou — the newer / older neighbour; sn '' when there is none that way. */
export const orderNeighbour = z.object({ sn: z.string() });
export type OrderNeighbour = z.infer<typeof orderNeighbour>;

/** PUT {sn}/price — the new order total in yuan (≤ 2 decimals). */
export const orderPriceBody = z.object({ order_price: z.union([z.string(), z.number()]) });

/** PUT {sn}/address. The region is its id path from the province down (region picker, §5); the
 * server checks the chain and takes the names from its regions table, so no names are sent. */
export const orderAddressBody = z.object({
  consignee_name: z.string().trim().min(1, 'rule.required').max(50),
  consignee_mobile: z.string().trim().refine(isMobile, 'rule.mobile'),
  region_ids: z.string().trim().regex(REGION_IDS_PATTERN, 'rule.region'),
  address: z.string().trim().min(1, 'rule.required').max(300),
  lat: z.coerce.number().min(-90).max(90).default(0),
  lng: z.coerce.number().min(-180).max(180).default(0),
});

/** POST {sn}/setout — JSON: express company, waybill, batch numbers per line. */
export const setoutBody = z.object({
  express_code: z.string().trim().min(1, 'rule.required').max(20),
  waybill_no: z
    .string()
    .trim()
    .min(6, 'rule.waybill')
    .max(40, 'rule.waybill')
    .regex(/^[A-Za-z0-9-]+$/, 'rule.waybill'),
  batches: z
    .array(
      z.object({
        item_id: z.number().int(),
        batch_numbers: z.array(z.string().trim().min(1).max(40)).min(1).max(20),
      }),
    )
    .max(200),
});

export const pickBody = z.object({
  pickcode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'rule.pickcode'),
});
export const dispatchingBody = z.object({
  type: z.union([z.enum(['SF', 'MEITUAN']), z.coerce.number().int().min(1).max(2)]),
});
export const courierMessageBody = z.object({ courier_message: z.string().trim().max(500) });
export const updateIsMeituanBody = z.object({ is_meituan: z.coerce.number().int().min(0).max(1) });
export const updatePrintInfoBody = z.object({
  order_sn: z.string().min(1).max(32),
  print_name: z.string().trim().max(100).default(''),
});
export const entryBody = z.object({
  result: z.enum(['ENTERED', 'FAILED']),
  reason: z.string().trim().max(200).default(''),
});

/** GET seller/express: a company the shop uses (issue 23); `waybill`: it issues e-waybills. */
export const expressCompany = z.object({ code: z.string(), name: z.string(), waybill: z.boolean() });

/** §3 print data: everything the receipt shows. */
export const printData = z.object({
  print_name: z.string(),
  print_num: z.number().int(),
  order_serial_number: z.number().int(),
  site_name: z.string(),
  sn: z.string(),
  goods_num: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  order_price: yuan,
  shipping_price: yuan,
  discount_price: yuan,
  /** Each promotion's discount on the order (issue 22), printed above the discount total. */
  discounts: z.array(pricingDiscount),
  /** What the order's full-cut tier gave (gifts and coupon; issue 22): the granted ones print. */
  gifts: z.array(pricingGift),
  create_time_text: z.string(),
  seller_name: z.string(),
  shop_contact_phone: z.string(),
  source: z.string(),
  order_sku_list: z.array(
    z.object({
      goods_print_name: z.string(),
      num: z.number().int(),
      original_price: yuan,
      subtotal: yuan,
      goods_code: z.string(),
      specifications: z.string(),
      dosage_form: z.string(),
      production_enterprise: z.string(),
      storage: z.string(),
    }),
  ),
});
export type PrintData = z.infer<typeof printData>;

/** Store-side support (issue 6): the receipt printer a seller chose. */
export const printerSetting = z.object({ seller_id: z.number().int(), print_name: z.string() });
export const savePrinterBody = z.object({
  seller_id: z.coerce.number().int().optional(),
  print_name: z.string().trim().min(1, 'rule.printerRequired').max(100),
});

/** GET /api/seller/trade/orders/export — the list's filters without paging (the whole match). */
export const orderExportQuery = orderListQuery.omit({ page_no: true, page_size: true, after_sn: true });
/** Its answer: the XLSX bytes, streamed (a stream is never serialized, so no shape is checked). */
export const orderExportFile = z.unknown();
/** GET /api/seller/express */
export const expressCompanies = z.array(expressCompany);
/** PUT /api/seller/trade/orders/updatePrintInfo */
export const printedResult = z.object({ sn: z.string(), pos_print_status: z.string() });
/** GET {sn}/print */
export const printDataQuery = z.object({ print_name: z.string().max(100).default('') });
/** GET {sn}/log, {sn}/flow, {sn}/batch-num */
export const orderLog = z.array(orderLogEntry);
export const orderFlow = z.array(orderFlowStep);
export const orderBatchLines = z.array(orderBatchLine);
