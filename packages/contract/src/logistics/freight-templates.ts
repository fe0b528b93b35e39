import { z } from 'zod';
import { zMoneyYuan } from '../rules/rule-schemas.ts';

/**
 * Freight templates (运费模板, issue 23), Javashop's shape: by piece (按件) or by weight (按重量,
 * grams); areas of regions (ids of the regions table, any level) each with first / additional
 * units and prices; a default charge for everywhere else; free-shipping rules per area set (free
 * when the goods paid reach an amount or the pieces a count). Money is yuan at the API edge, fen
 * inside; the stored rules (FreightRules) are fen.
 */
export const FREIGHT_TYPES = ['PIECE', 'WEIGHT'] as const;
export type FreightType = (typeof FREIGHT_TYPES)[number];
/** Areas and free rules per template: enough for every province on its own line. */
export const FREIGHT_MAX_AREAS = 40;
export const FREIGHT_MAX_FREE_RULES = 20;
/** ¥99 999.99: no parcel costs more. */
const MAX_PRICE_FEN = 9_999_999;

const id = z.coerce.number().int().positive().max(2147483647);
export const freightTemplateIdParams = z.object({ id });

const unit = z.coerce
  .number({ error: 'rule.freight.unit' })
  .int('rule.freight.unit')
  .min(1, 'rule.freight.unit')
  .max(1_000_000, 'rule.freight.unit');
const price = zMoneyYuan().refine((fen) => fen <= MAX_PRICE_FEN, 'rule.freight.price');
const regionIds = z
  .array(z.coerce.number().int().positive().max(2147483647), { error: 'rule.freight.regions' })
  .max(100, 'rule.freight.regions');

/** A charge: the first `first` pieces / grams cost `first_price`; every further `additional`
 * (begun) costs `additional_price`. */
export const freightCharge = z.object({
  first: unit,
  first_price: price,
  additional: unit,
  additional_price: price,
});
export const freightArea = freightCharge.extend({
  region_ids: regionIds.min(1, 'rule.freight.regions'),
});
/** Free shipping where the consignee is in `region_ids` ([]: everywhere) once the goods paid reach
 * `min_amount` or the pieces reach `min_pieces` (either is enough; at least one is set). */
export const freightFreeRule = z
  .object({
    region_ids: regionIds.default([]),
    min_amount: price.nullable().optional(),
    min_pieces: z.coerce
      .number()
      .int('rule.freight.pieces')
      .min(1, 'rule.freight.pieces')
      .max(9999, 'rule.freight.pieces')
      .nullable()
      .optional(),
  })
  .refine((r) => r.min_amount != null || r.min_pieces != null, 'rule.freight.freeCondition');

export const freightTemplateBody = z
  .object({
    name: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.freight.name')
      .max(30, 'rule.freight.name'),
    type: z.enum(FREIGHT_TYPES, { error: 'rule.freight.type' }),
    /** The shop's default template: used for goods that name none (at most one per shop). */
    is_default: z.boolean().default(false),
    default_area: freightCharge,
    areas: z.array(freightArea).max(FREIGHT_MAX_AREAS, 'rule.freight.areas').default([]),
    free_rules: z.array(freightFreeRule).max(FREIGHT_MAX_FREE_RULES, 'rule.freight.areas').default([]),
  })
  .superRefine((b, ctx) => {
    // A region in two areas would make the charge depend on the areas' order.
    const seen = new Set<number>();
    b.areas.forEach((a, i) =>
      a.region_ids.forEach((r) => {
        if (seen.has(r))
          ctx.addIssue({
            code: 'custom',
            message: 'rule.freight.regionTwice',
            path: ['areas', i, 'region_ids'],
          });
        seen.add(r);
      }),
    );
  })
  .meta({
    examples: [
      {
        name: '全国按件',
        type: 'PIECE',
        is_default: false,
        default_area: { first: 1, first_price: '8', additional: 1, additional_price: '2' },
        areas: [{ region_ids: [65, 54], first: 1, first_price: '20', additional: 1, additional_price: '10' }],
        free_rules: [{ region_ids: [], min_amount: '99' }],
      },
    ],
  });
export type FreightTemplateBody = z.infer<typeof freightTemplateBody>;
export type FreightTemplateInput = z.input<typeof freightTemplateBody>;

/** The stored rules (fen). */
export type FreightCharge = z.infer<typeof freightCharge>;
export interface FreightRules {
  default_area: FreightCharge;
  areas: (FreightCharge & { region_ids: number[] })[];
  free_rules: { region_ids: number[]; min_amount: number | null; min_pieces: number | null }[];
}

const chargeOut = z.object({
  first: z.number(),
  first_price: z.number(),
  additional: z.number(),
  additional_price: z.number(),
});
const regionsOut = { region_ids: z.array(z.number()), region_names: z.array(z.string()) };

/** A template as the API answers it (yuan). */
export const freightTemplate = z.object({
  template_id: z.number(),
  name: z.string(),
  type: z.enum(FREIGHT_TYPES),
  is_default: z.boolean(),
  default_area: chargeOut,
  areas: z.array(chargeOut.extend(regionsOut)),
  free_rules: z.array(
    z.object({ ...regionsOut, min_amount: z.number().nullable(), min_pieces: z.number().nullable() }),
  ),
  /** Goods that name it (it cannot be deleted while any does). */
  goods_count: z.number(),
  create_time: z.number(),
  update_time: z.number(),
});
export type FreightTemplate = z.infer<typeof freightTemplate>;
export const freightTemplates = z.array(freightTemplate);
export const freightTemplateCreated = z.object({ template_id: z.number() });
