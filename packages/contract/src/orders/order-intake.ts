import { z } from 'zod';
import { invoiceRequest } from '../invoices/invoice-request.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { ORDER_SOURCES, PAYMENT_TYPES, SHIPPING_TYPES } from './order-enums.ts';
import { isMobile } from '../rules/rules.ts';
import { intakePrescription } from '../prescription/prescription.ts';
import { buyerRegistration } from '../drug-control/drug-control.ts';
import { intakeAssemble } from '../promotions/assemble.ts';

/** POST /api/open/orders — intake from the storefront / ERP / POS. Prices come from the catalogue. */
export const intakeOrderBody = z.object({
  order_source: z.enum(ORDER_SOURCES),
  shipping_type: z.enum(SHIPPING_TYPES),
  payment_type: z.enum(PAYMENT_TYPES),
  /** Online orders normally arrive paid at checkout; false leaves them awaiting payment. */
  paid: z.boolean().default(true),
  is_erp: z.union([z.literal(0), z.literal(1)]).default(0),
  member_mobile: z.string().refine(isMobile, 'rule.mobile').optional(),
  consignee: z.object({
    name: z.string().trim().min(1).max(50),
    mobile: z.string().trim().refine(isMobile, 'rule.mobile'),
    /** The region as its id path from the province down to the town ("31,3101,310115,310115125"):
     * required for EXPRESS and SAME_CITY, optional for SELF_PICK. The server checks it against its
     * regions table and stores that table's names; there is no names field, and a `region_names`
     * an older client still sends is dropped with the other unknown keys. */
    region_ids: z.string().trim().max(100).default(''),
    address: z.string().trim().max(300).default(''),
    lat: z.number().min(-90).max(90).default(0),
    lng: z.number().min(-180).max(180).default(0),
  }),
  /** `sku_id`: which SKU of the goods (issue 20); may be left out when the goods has one enabled SKU. */
  items: z
    .array(
      z.object({
        goods_code: z.string().min(1).max(40),
        sku_id: z.number().int().positive().optional(),
        num: z.number().int().min(1).max(999),
      }),
    )
    .min(1)
    .max(50),
  remark: z.string().trim().max(500).default(''),
  /** Prescription number from the internet hospital; required when any line is a prescription drug. */
  rx_reference: z.string().trim().max(64).optional(),
  /** The prescription itself (issue 7): required with prescription drugs; inquiry_rxno = rx_reference. */
  prescription: intakePrescription.optional(),
  /** Real-name buyer registration: required for restricted goods while the shop's control is on. */
  buyer: buyerRegistration.optional(),
  /** The member's claimed coupon to use (issue 22); needs `member_mobile`. */
  coupon_id: z.number().int().positive().optional(),
  /** An assemble (拼团) order (issue 22): exactly one line, priced at the activity's price; no
   * team_id opens a new team, a team_id joins that forming team. */
  assemble: intakeAssemble.optional(),
  /** The buyer's invoice request (issue 23): a kind the shop offers (its invoice settings). */
  invoice: invoiceRequest.optional(),
  /** The shop's store that fulfils the order (issue 24: its id in the organisation tree); the
   * prescription lists show it. Left out: the shop itself. */
  store_id: z.number().int().positive().optional(),
});
export type IntakeOrderBody = z.infer<typeof intakeOrderBody>;

export const intakeOrderResult = z.object({
  sn: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Yuan. */
  order_price: z.number(),
  serial_number: z.number().int(),
  pickcode: z.string(),
});
export type IntakeOrderResult = z.infer<typeof intakeOrderResult>;
