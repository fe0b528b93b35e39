import { z } from 'zod';
import { REGULATORY_CLASSES } from '../drug-control/drug-control.ts';
import { isLinkValue } from '../rules/picker-rules.ts';
import { parseYuanToFen } from '../rules/rules.ts';
import { DRUG_TYPES, approvalNumberRule, isApprovalNumber } from './approval-number.ts';
import { GOODS_FORM_EXAMPLE } from './goods-form-example.ts';
import { INSERT_REQUIRED_BY_TYPE, REQUIRED_BY_TYPE, packageInsert } from './pharmacy-fields.ts';

/* The goods form (good-publish: create and edit, and a draft when it is published). Money is yuan
 * as typed (string or number, ≤ 2 decimals, ≤ 99 999 999.99): the server turns it into fen. The
 * item's sale price is not a field: it is the lowest price of its enabled SKUs. */

/** Goods and SKU codes, batch numbers. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** 99 999 999.99 yuan. */
export const MAX_PRICE_FEN = 9_999_999_999;
export const MAX_SKUS = 200;
export const MAX_SPEC_NAMES = 3;
export const MAX_IMAGES = 10;
/** Each of intro_pc / intro_mobile, counted in UTF-8 bytes after the client's editor (the server
 * sanitizes what it stores). */
export const RICH_TEXT_MAX_BYTES = 100 * 1024;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const flag = z.union([z.literal(0), z.literal(1)]);

/** Yuan as typed; `positive` refuses 0 (a sale price). Stays as typed: parse with parseYuanToFen. */
export const yuanInput = (positive = false) =>
  z.union([z.string().max(20), z.number()]).superRefine((v, ctx) => {
    const fen = parseYuanToFen(v);
    const message =
      v === ''
        ? 'rule.required'
        : fen === undefined
          ? 'rule.money'
          : fen > MAX_PRICE_FEN
            ? 'rule.goods.priceMax'
            : positive && fen === 0
              ? 'rule.goods.pricePositive'
              : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const text = (max: number) => z.string().trim().max(max);
/** A picture kept by base/uploaders: a path on this site (`/api/files/…`). */
export const imageLink = z.string().max(500).refine(isLinkValue, 'rule.linkValue');
const grams = z
  .number()
  .int('rule.goods.weight')
  .min(0, 'rule.goods.weight')
  .max(1_000_000, 'rule.goods.weight');
const richText = z
  .string()
  .refine((s) => new TextEncoder().encode(s).length <= RICH_TEXT_MAX_BYTES, 'rule.goods.richTextTooLarge');
const date = z.string().regex(DATE_PATTERN, 'rule.goods.date');

export const specValue = z.object({
  name: text(20).min(1, 'rule.required'),
  value: text(40).min(1, 'rule.required'),
  image: imageLink.optional(),
});
export type SpecValue = z.infer<typeof specValue>;

/** Initial stock of a new SKU, received through the stock ledger when the item is created. */
export const batchInput = z
  .object({
    batch_no: z.string().regex(CODE_PATTERN, 'rule.goods.batchNo'),
    production_date: date,
    expiry_date: date,
    quantity: z
      .number()
      .int('rule.goods.quantity')
      .min(1, 'rule.goods.quantity')
      .max(999_999, 'rule.goods.quantity'),
  })
  .refine((b) => b.expiry_date > b.production_date, {
    message: 'rule.goods.expiryOrder',
    path: ['expiry_date'],
  });
export type BatchInput = z.infer<typeof batchInput>;

export const skuInput = z.object({
  /** An existing SKU (edit); absent for a new row. */
  sku_id: z.number().int().positive().optional(),
  sku_code: z.string().regex(CODE_PATTERN, 'rule.goods.skuCode'),
  /** [] for the one SKU of an item without specifications. */
  spec_values: z.array(specValue).max(MAX_SPEC_NAMES, 'rule.goods.specNames').default([]),
  price: yuanInput(true),
  cost: yuanInput().default(0),
  weight: grams.default(0),
  /** Null or absent: the shop's default warning quantity. */
  warning_quantity: z
    .number()
    .int('rule.goods.warningQuantity')
    .min(0, 'rule.goods.warningQuantity')
    .max(999_999, 'rule.goods.warningQuantity')
    .nullable()
    .optional(),
  enabled: flag.default(1),
  /** Create only: the opening batches. */
  batches: z.array(batchInput).max(50).optional(),
});
export type SkuInput = z.infer<typeof skuInput>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', message, path });

/** The rules across SKUs: unique codes, one enabled at least, the same ≤ 3 distinct spec names
 * on every SKU (values required when there are several SKUs), no two alike, unique batch
 * numbers per SKU. `at` is where the array sits in the body. */
export function checkSkus(skus: readonly SkuInput[], ctx: Ctx, at: (string | number)[] = ['skus']): void {
  const codes = new Set<string>();
  const combos = new Set<string>();
  const names = skus[0]?.spec_values.map((s) => s.name).join('\u0000') ?? '';
  if (skus.length > 0 && !skus.some((s) => s.enabled === 1)) issue(ctx, at, 'rule.goods.skuEnabled');
  skus.forEach((s, i) => {
    if (codes.has(s.sku_code)) issue(ctx, [...at, i, 'sku_code'], 'rule.goods.skuCodeDuplicate');
    codes.add(s.sku_code);
    const own = s.spec_values.map((v) => v.name);
    if (skus.length > 1 && own.length === 0) issue(ctx, [...at, i, 'spec_values'], 'rule.goods.specRequired');
    else if (new Set(own).size !== own.length || own.join('\u0000') !== names)
      issue(ctx, [...at, i, 'spec_values'], 'rule.goods.specNames');
    const combo = s.spec_values.map((v) => v.value).join('\u0000');
    if (combos.has(combo)) issue(ctx, [...at, i, 'spec_values'], 'rule.goods.specDuplicate');
    combos.add(combo);
    const batchNos = new Set<string>();
    (s.batches ?? []).forEach((b, j) => {
      if (batchNos.has(b.batch_no))
        issue(ctx, [...at, i, 'batches', j, 'batch_no'], 'rule.goods.batchDuplicate');
      batchNos.add(b.batch_no);
    });
  });
}

export const goodsFormFields = z.object({
  goods_name: z.string().trim().min(3, 'rule.goods.name').max(60, 'rule.goods.name'),
  goods_code: z.string().regex(CODE_PATTERN, 'rule.goods.code'),
  /** A platform category of the last level (up to 4 levels, §9). */
  category_id: z.number().int().positive(),
  /** Shop group (two levels); null: ungrouped. */
  group_id: z.number().int().positive().nullable().optional(),
  brand: text(60).default(''),
  /** The crossed-out reference price; 0: none. */
  market_price: yuanInput().default(0),
  cost_price: yuanInput().default(0),
  weight: grams.default(0),
  unit: text(10).min(1, 'rule.required'),
  /** 1 to 10 pictures, the first is the main one (and the list's thumbnail). */
  images: z.array(imageLink).min(1, 'rule.goods.imagesRequired').max(MAX_IMAGES, 'rule.fileLimit'),
  /** Rich text; sanitized on the server (no script, style, event handlers or javascript: URLs). */
  intro_pc: richText.default(''),
  intro_mobile: richText.default(''),
  common_name: text(200).default(''),
  approval_number: text(60).default(''),
  dosage_form: text(50).default(''),
  specs: text(100).default(''),
  manufacturer: text(200).default(''),
  storage: text(200).default(''),
  /** As the label says it: "24个月". */
  validity_period: text(30).default(''),
  drug_type: z.enum(DRUG_TYPES),
  /** Follows drug_type (1 for RX only); may be left out, the server derives it. */
  is_prescription: flag.optional(),
  /** NONE, or the art. 8 class of a drug barred from online sale (it can be catalogued, never sold). */
  regulatory_class: z.enum(REGULATORY_CLASSES).default('NONE'),
  insurance_flag: flag.default(0),
  /** Required when insurance_flag = 1. */
  insurance_code: text(40).default(''),
  package_insert: packageInsert.default(() => packageInsert.parse({})),
  /** Drop-ship: the supplier that ships it, with the unit price the shop settles to them. */
  supplier_id: z.number().int().positive().nullable().optional(),
  supply_price: yuanInput().optional(),
  /** The shop's freight template (issue 23); null: the shop's default one. Absent on an edit: kept. */
  freight_template_id: z.number().int().positive().nullable().optional(),
  skus: z.array(skuInput).min(1, 'rule.goods.skuCount').max(MAX_SKUS, 'rule.goods.skuCount'),
});
export type GoodsFormFields = z.infer<typeof goodsFormFields>;

/** The rules across fields: what the kind requires, the approval number's format for the kind,
 * the prescription flag, the controlled class, insurance, drop-ship and the SKUs. */
export function checkGoodsForm(v: GoodsFormFields, ctx: Ctx): void {
  for (const f of REQUIRED_BY_TYPE[v.drug_type]) if (!v[f]) issue(ctx, [f], 'rule.required');
  if (v.approval_number && !isApprovalNumber(v.drug_type, v.approval_number))
    issue(ctx, ['approval_number'], approvalNumberRule(v.drug_type));
  if (v.is_prescription !== undefined && v.is_prescription !== (v.drug_type === 'RX' ? 1 : 0))
    issue(ctx, ['is_prescription'], 'rule.goods.prescriptionFollows');
  if (v.regulatory_class !== 'NONE' && v.drug_type !== 'RX')
    issue(ctx, ['regulatory_class'], 'rule.goods.classNeedsRx');
  if (v.insurance_flag === 1 && !/^[A-Za-z0-9]{1,40}$/.test(v.insurance_code))
    issue(ctx, ['insurance_code'], 'rule.goods.insuranceCode');
  if (v.supplier_id && v.supply_price === undefined) issue(ctx, ['supply_price'], 'rule.goods.supplyPrice');
  for (const f of INSERT_REQUIRED_BY_TYPE[v.drug_type])
    if (!v.package_insert[f]) issue(ctx, ['package_insert', f], 'rule.required');
  checkSkus(v.skus, ctx);
}

/** POST /api/seller/goods — a new item; it starts awaiting the first-sale review, off shelf. */
export const goodsCreateBody = goodsFormFields
  .superRefine(checkGoodsForm)
  .meta({ examples: [GOODS_FORM_EXAMPLE] });
export type GoodsCreateBody = z.infer<typeof goodsCreateBody>;

/** PUT /api/seller/goods/{goods_id} — the whole form again. SKUs with a sku_id are updated, new
 * ones added, missing ones deleted (or refused when an order references them: disable those).
 * Opening batches only come with a new item. */
export const goodsEditBody = goodsFormFields
  .superRefine((v, ctx) => {
    checkGoodsForm(v, ctx);
    v.skus.forEach((s, i) => {
      if (s.batches?.length) issue(ctx, ['skus', i, 'batches'], 'rule.goods.batchesOnEdit');
    });
  })
  .meta({ examples: [GOODS_FORM_EXAMPLE] });
export type GoodsEditBody = z.infer<typeof goodsEditBody>;
