import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { validatePriceRanges } from '../common/price-range.ts';
import { REGULATORY_CLASSES } from '../drug-control/drug-control.ts';
import { parseYuanToFen } from '../rules/rules.ts';
import { DRUG_TYPES } from './approval-number.ts';
import { checkSkus, flag, skuInput, specValue, yuanInput } from './goods-form.ts';
import { packageInsert } from './pharmacy-fields.ts';
import { GOODS_FORM_EXAMPLE } from './goods-form-example.ts';

/* The goods catalogue (issue 20): the seller's goods list with its tabs and filters, one item's
 * detail, its SKU matrix. Paths follow the Javashop seller centre, `/api/seller/goods…`. */

/** A goods item's state, read from market_enable × is_auth × recycled: awaiting the first-sale
 * review (is_auth 0), rejected (2), approved and off shelf or on sale (is_auth 1, market_enable
 * 0 / 1), in the recycle station (whatever its review), and gone for good (delete). */
export const GOODS_STATUSES = [
  'AWAITING_REVIEW',
  'REJECTED',
  'OFF_SHELF',
  'ON_SALE',
  'RECYCLED',
  'DELETED',
] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** The actions of the goods state table (README "State machines"); each list row and the detail
 * carry the ones the caller may take now (`allowed_actions`), the web shows buttons from them. */
export const GOODS_ACTIONS = [
  'edit',
  'approve',
  'reject',
  'up',
  'under',
  'recycle',
  'revert',
  'delete',
] as const;
export type GoodsAction = (typeof GOODS_ACTIONS)[number];

/** The list's tabs (drafts are their own resource: draft-goods). RECYCLED is the recycle station. */
export const GOODS_TABS = ['ON_SALE', 'OFF_SHELF', 'AWAITING_REVIEW', 'REJECTED', 'RECYCLED'] as const;
export type GoodsTab = (typeof GOODS_TABS)[number];

/** all; warning: an enabled SKU at or below its warning quantity (out-of-stock SKUs included);
 * out: nothing left of the whole item. */
export const STOCK_STATES = ['all', 'warning', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

const yuan = z.number();
const unix = z.number().int();

/** GET /api/seller/goods — newest first. Without a tab: every item not in the recycle station. */
export const goodsListQuery = pageQuery
  .extend({
    tab: z.enum(GOODS_TABS).optional(),
    /** Name, common name or code (contains, case-insensitive). */
    keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
    /** Exact goods code. */
    goods_code: z.string().trim().max(40).optional(),
    /** The category picker's `category_path` (`0|3|12|`): the category and everything under it. */
    category_path: z.string().max(200).optional(),
    /** A shop group and its sub-groups. */
    group_id: z.coerce.number().int().positive().optional(),
    drug_type: z.enum(DRUG_TYPES).optional(),
    regulatory_class: z.enum(REGULATORY_CLASSES).optional(),
    /** Yuan, against the item's price (its lowest enabled SKU price), both ends inclusive. */
    min_price: yuanInput().optional(),
    max_price: yuanInput().optional(),
    stock_state: z.enum(STOCK_STATES).default('all'),
  })
  .superRefine((q, ctx) => {
    // One pair of the §4/§5 price-range setter: the high above the low.
    if (q.min_price === undefined || q.max_price === undefined) return;
    const low = parseYuanToFen(q.min_price) ?? 0;
    const high = parseYuanToFen(q.max_price) ?? 0;
    const problem = validatePriceRanges([[low, high]]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, path: ['max_price'] });
  });
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

/** One row of the goods list. */
export const goodsListRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  common_name: z.string(),
  goods_code: z.string(),
  thumbnail: z.string(),
  /** The lowest enabled SKU price. */
  price: yuan,
  market_price: yuan,
  status: z.enum(GOODS_STATUSES),
  market_enable: flag,
  /** 0 awaiting review, 1 approved, 2 rejected. */
  is_auth: z.number().int(),
  auth_reason: z.string(),
  shelf_reason: z.string(),
  /** Sum over the SKUs (the stock ledger's). */
  stock: z.number().int(),
  /** 1 when an enabled SKU is at or below its warning quantity. */
  warning: flag,
  sku_count: z.number().int(),
  specs: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  drug_type: z.enum(DRUG_TYPES),
  is_prescription: flag,
  regulatory_class: z.enum(REGULATORY_CLASSES),
  /** 1: a class barred from online sale; it can never go on sale (the list marks it). */
  barred: flag,
  category_id: z.number().int(),
  category_path: z.string(),
  /** Top level first: ['感冒发热', '感冒药']. */
  category_names: z.array(z.string()),
  group_id: z.number().int().nullable(),
  group_name: z.string(),
  created_at: unix,
  updated_at: unix,
  allowed_actions: z.array(z.enum(GOODS_ACTIONS)),
});
export type GoodsListRow = z.infer<typeof goodsListRow>;

/** `{goods_id}` of the item routes. */
export const goodsIdParams = z.object({ goods_id: z.coerce.number().int().positive().max(2147483647) });

/** `{goods_ids}`: one id or up to 100, comma-joined (the list's batch actions). */
export const goodsIdsParams = z.object({
  goods_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'rule.goods.ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

/** A SKU as the matrix shows it: the stock is the ledger's (read-only here). */
export const skuRow = z.object({
  sku_id: z.number().int(),
  sku_code: z.string(),
  spec_values: z.array(specValue),
  price: yuan,
  cost: yuan,
  weight: z.number().int(),
  warning_quantity: z.number().int().nullable(),
  enabled: flag,
  stock: z.number().int(),
  /** 1: an order sold it, so it can be disabled but not deleted. */
  referenced: flag,
});
export type SkuRow = z.infer<typeof skuRow>;

/** GET /api/seller/goods/{goods_id} — the form's fields as stored, with the state and SKUs. */
export const goodsDetail = goodsListRow.extend({
  /** Issue 23: the goods' freight template; null: the shop's default. */
  freight_template_id: z.number().int().nullable(),
  brand: z.string(),
  cost_price: yuan,
  weight: z.number().int(),
  images: z.array(z.string()),
  intro_pc: z.string(),
  intro_mobile: z.string(),
  approval_number: z.string(),
  dosage_form: z.string(),
  storage: z.string(),
  validity_period: z.string(),
  insurance_flag: flag,
  insurance_code: z.string(),
  package_insert: packageInsert,
  supplier_id: z.number().int().nullable(),
  supply_price: yuan,
  submitted_by: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: unix.nullable(),
  recycled_at: unix.nullable(),
  skus: z.array(skuRow),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** PUT /api/seller/goods/{goods_id}/skus — the whole matrix (good-sku). Rows with sku_id are
 * updated, new rows added, rows left out deleted unless an order references them (then 409:
 * disable them instead). Changing a SKU never changes an order: order lines copy their fields. */
export const skuMatrixBody = z
  .object({
    skus: z
      .array(skuInput.omit({ batches: true }))
      .min(1, 'rule.goods.skuCount')
      .max(200, 'rule.goods.skuCount'),
  })
  .superRefine((v, ctx) => checkSkus(v.skus, ctx))
  .meta({ examples: [{ skus: GOODS_FORM_EXAMPLE.skus }] });
export type SkuMatrixBody = z.infer<typeof skuMatrixBody>;
