import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { REGULATORY_CLASSES } from '../drug-control/drug-control.ts';
import { DRUG_TYPES } from './approval-number.ts';
import { MAX_IMAGES, MAX_SKUS, RICH_TEXT_MAX_BYTES } from './goods-form.ts';
import { PACKAGE_INSERT_FIELDS, type PackageInsertField } from './pharmacy-fields.ts';

/* Drafts (草稿箱): the publish wizard's form saved at any step, checked only for shape and size
 * (what a half-filled form may hold); the full rules apply when the draft is published
 * (`PUT …/draft-goods/{draft_id}/market`): then it becomes an item awaiting review and the draft
 * is gone, in one transaction. A draft of an existing item (goods_id) publishes as its edit. */

const str = (max: number) => z.string().max(max).optional();
const money = z.union([z.string().max(20), z.number()]).optional();
const int = z.number().int().min(0).max(2147483647).optional();
const bit = z.union([z.literal(0), z.literal(1)]).optional();
const richText = z
  .string()
  .refine((s) => new TextEncoder().encode(s).length <= RICH_TEXT_MAX_BYTES, 'rule.goods.richTextTooLarge')
  .optional();

const draftSku = z.object({
  sku_id: z.number().int().positive().optional(),
  sku_code: str(40),
  spec_values: z
    .array(z.object({ name: z.string().max(20), value: z.string().max(40), image: str(500) }))
    .max(3)
    .optional(),
  price: money,
  cost: money,
  weight: int,
  warning_quantity: z.number().int().min(0).max(999_999).nullable().optional(),
  enabled: bit,
  batches: z
    .array(z.object({ batch_no: str(40), production_date: str(10), expiry_date: str(10), quantity: int }))
    .max(50)
    .optional(),
});

/** The wizard's form as far as it goes: the goods form's fields, each optional. */
export const draftPayload = z.object({
  goods_name: str(200),
  goods_code: str(40),
  category_id: z.number().int().positive().optional(),
  group_id: z.number().int().positive().nullable().optional(),
  brand: str(60),
  market_price: money,
  cost_price: money,
  weight: int,
  unit: str(10),
  images: z.array(z.string().max(500)).max(MAX_IMAGES, 'rule.fileLimit').optional(),
  intro_pc: richText,
  intro_mobile: richText,
  common_name: str(200),
  approval_number: str(60),
  dosage_form: str(50),
  specs: str(100),
  manufacturer: str(200),
  storage: str(200),
  validity_period: str(30),
  drug_type: z.enum(DRUG_TYPES).optional(),
  is_prescription: bit,
  regulatory_class: z.enum(REGULATORY_CLASSES).optional(),
  insurance_flag: bit,
  insurance_code: str(40),
  package_insert: z
    .object(
      Object.fromEntries(PACKAGE_INSERT_FIELDS.map((f) => [f, str(5000)])) as Record<
        PackageInsertField,
        ReturnType<typeof str>
      >,
    )
    .optional(),
  supplier_id: z.number().int().positive().nullable().optional(),
  supply_price: money,
  skus: z.array(draftSku).max(MAX_SKUS, 'rule.goods.skuCount').optional(),
});
export type DraftPayload = z.infer<typeof draftPayload>;

/** The wizard's steps: 0 category, 1 base and pharmacy info, 2 SKUs and stock, 3 descriptions. */
export const DRAFT_STEPS = 4;

/** POST /api/seller/goods/draft-goods, PUT …/draft-goods/{draft_id}. */
export const draftBody = z.object({
  /** The item this draft edits; absent or null for a new item. */
  goods_id: z.number().int().positive().nullable().optional(),
  step: z
    .number()
    .int()
    .min(0)
    .max(DRAFT_STEPS - 1)
    .default(0),
  payload: draftPayload,
});
export type DraftBody = z.infer<typeof draftBody>;

export const draftIdParams = z.object({ draft_id: z.coerce.number().int().positive().max(2147483647) });

/** GET /api/seller/goods/draft-goods — newest first. */
export const draftListQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
});
export type DraftListQuery = z.infer<typeof draftListQuery>;

export const draftRow = z.object({
  draft_id: z.number().int(),
  goods_id: z.number().int().nullable(),
  goods_name: z.string(),
  /** The payload's first image, or ''. */
  thumbnail: z.string(),
  step: z.number().int(),
  created_by: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type DraftRow = z.infer<typeof draftRow>;

/** GET /api/seller/goods/draft-goods/{draft_id} — the row and the form to resume. */
export const draftDetail = draftRow.extend({ payload: draftPayload });
export type DraftDetail = z.infer<typeof draftDetail>;
