import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { isMobile, isNationalId } from '../rules/rules.ts';

/**
 * Restricted-drug control (issue 7; SPEC §2 "限购药品"): goods barred from online sale, goods a
 * buyer may buy only so many of within a period, the buyer registration such an order carries,
 * and the record of every restricted sale (SAMR Order No. 58 of 2022, art. 8).
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const yuan = z.number();
const unix = z.number().int();

/** Goods categories barred from online sale (SAMR Order No. 58 art. 8). The goods field
 * `regulatory_class` holds one of these or NONE; intake refuses the barred ones. */
export const REGULATORY_CLASSES = [
  'NONE',
  'NARCOTIC',
  'PSYCHOTROPIC',
  'TOXIC',
  'RADIOACTIVE',
  'PRECURSOR',
  'VACCINE',
  'BLOOD_PRODUCT',
] as const;
export type RegulatoryClass = (typeof REGULATORY_CLASSES)[number];
export const BARRED_REGULATORY_CLASSES: readonly RegulatoryClass[] = REGULATORY_CLASSES.filter(
  (c) => c !== 'NONE',
);
export const REGULATORY_CLASS_LABELS: Record<RegulatoryClass, { zh: string; en: string }> = {
  NONE: { zh: '普通药品', en: 'Ordinary' },
  NARCOTIC: { zh: '麻醉药品', en: 'Narcotic drug' },
  PSYCHOTROPIC: { zh: '精神药品', en: 'Psychotropic drug' },
  TOXIC: { zh: '医疗用毒性药品', en: 'Toxic drug for medical use' },
  RADIOACTIVE: { zh: '放射性药品', en: 'Radioactive drug' },
  PRECURSOR: { zh: '药品类易制毒化学品', en: 'Drug precursor chemical' },
  VACCINE: { zh: '疫苗', en: 'Vaccine' },
  BLOOD_PRODUCT: { zh: '血液制品', en: 'Blood product' },
};

/** GET /api/seller/control/goods — restricted goods (controlGoods). */
export const controlGoodsQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** 1: only goods marked restricted; 0: only goods not marked (to pick new ones). */
  restricted: z.coerce.number().int().min(0).max(1).optional(),
});
export const controlGoodsRow = z.object({
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  common_name: z.string(),
  specs: z.string(),
  manufacturer: z.string(),
  drug_type: z.string(),
  regulatory_class: z.enum(REGULATORY_CLASSES),
  restricted: flag,
  /** Most units one buyer may buy within period_days. */
  limit_qty: z.number().int().nullable(),
  period_days: z.number().int().nullable(),
  updated_at: unix.nullable(),
});
export type ControlGoodsRow = z.infer<typeof controlGoodsRow>;
export type ControlGoodsQuery = z.infer<typeof controlGoodsQuery>;
/** PUT /api/seller/control/goods/{goods_id} — mark as restricted or change the limit. */
export const controlGoodsBody = z.object({
  limit_qty: z.coerce.number().int().min(1, 'rule.limitQty').max(999, 'rule.limitQty'),
  period_days: z.coerce.number().int().min(1, 'rule.periodDays').max(365, 'rule.periodDays'),
});

/** GET|PUT /api/seller/control/switch (controlSwitch). */
export const controlSwitch = z.object({ enabled: flag, updated_at: unix.nullable() });
export type ControlSwitch = z.infer<typeof controlSwitch>;
export const controlSwitchBody = z.object({ enabled: z.coerce.number().int().min(0).max(1) });

/** GET|PUT /api/seller/control/template (controlTemplate): the buyer registration form. Real name
 * and national ID are always required (the limit counts per ID); the phone can be required. */
export const controlTemplate = z.object({
  require_mobile: flag,
  /** Shown to the buyer above the form. */
  notice: z.string(),
  fields: z.array(
    z.object({
      key: z.enum(['real_name', 'id_card', 'mobile']),
      zh: z.string(),
      en: z.string(),
      required: flag,
      /** The §5 rule the field is checked with ('' none). */
      rule: z.string(),
    }),
  ),
  updated_at: unix.nullable(),
});
export type ControlTemplate = z.infer<typeof controlTemplate>;
export const controlTemplateBody = z.object({
  require_mobile: z.coerce.number().int().min(0).max(1),
  notice: z.string().trim().max(500).default(''),
});

/** The buyer registration an order with restricted goods carries (POST /api/open/orders `buyer`). */
export const buyerRegistration = z.object({
  real_name: z.string().trim().min(1, 'rule.required').max(50),
  id_card: z.string().trim().refine(isNationalId, 'rule.nationalId'),
  mobile: z.string().trim().refine(isMobile, 'rule.mobile').optional(),
});
export type BuyerRegistration = z.infer<typeof buyerRegistration>;

/** GET /api/seller/control/orders (controlOrder): one row per sale of a restricted goods line. */
export const controlOrderQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});
export const controlOrderRow = z.object({
  id: z.number().int(),
  sn: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  goods_id: z.number().int(),
  goods_name: z.string(),
  num: z.number().int(),
  buyer_name: z.string(),
  /** Masked national ID (first 6, last 4). */
  buyer_id_card: z.string(),
  buyer_mobile: z.string(),
  limit_qty: z.number().int(),
  period_days: z.number().int(),
  /** Units this buyer had bought of this goods within the period before this sale. */
  bought_before: z.number().int(),
  /** bought_before + num ≤ limit_qty, as checked when the order came in. */
  within_limit: flag,
  create_time: unix,
});
export type ControlOrderRow = z.infer<typeof controlOrderRow>;
export type ControlOrderQuery = z.infer<typeof controlOrderQuery>;
/** GET /api/seller/control/orders/{sn} (controlOrderDetail/:sn). */
export const controlOrderDetail = z.object({
  sn: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_price: yuan,
  create_time: unix,
  consignee_name: z.string(),
  consignee_mobile: z.string(),
  buyer_name: z.string(),
  buyer_id_card: z.string(),
  buyer_mobile: z.string(),
  lines: z.array(controlOrderRow),
});
export type ControlOrderDetail = z.infer<typeof controlOrderDetail>;

/** `:goods_id` of a restricted goods item. */
export const controlGoodsParams = z.object({ goods_id: z.coerce.number().int().positive() });

/** `:sn` of a control order (the order's number). */
export const controlOrderParams = z.object({ sn: z.string().min(1).max(32) });

/** What the storefront reads before a restricted-drug order (`GET /open/control/template`). */
export const openControlTemplate = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  template: controlTemplate,
  goods: z.array(
    z.object({ goods_code: z.string(), limit_qty: z.number().int(), period_days: z.number().int() }),
  ),
});
