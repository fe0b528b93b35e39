import { z } from 'zod';
import { zMoneyYuan } from '../rules/rule-schemas.ts';
import {
  promotionBaseBody,
  promotionFigures,
  promotionRow,
  promotionSku,
  PROMOTION_SCOPES,
  skuIdList,
} from './promotion-common.ts';

/** 满减满赠 (FULL_DISCOUNT): 1..5 tiers with strictly ascending thresholds; the highest reached
 * applies alone. The request speaks yuan; the stored rules JSON is RULES-FORMAT.md's, in fen. */

export const FULL_DISCOUNT_MAX_TIERS = 5;

export const fullDiscountTierInput = z.object({
  /** Yuan (by amount) or units (by piece): the server reads it per `by_piece`. */
  threshold: z.union([z.string(), z.number()], { error: 'rule.required' }),
  /** Yuan off; 0 or absent for none. */
  minus: zMoneyYuan().optional(),
  /** Per-mille kept (900 = 9折), 1..999; null or absent for none. */
  discount_permille: z.coerce
    .number({ error: 'rule.promotion.permille' })
    .int('rule.promotion.permille')
    .min(1, 'rule.promotion.permille')
    .max(999, 'rule.promotion.permille')
    .nullable()
    .optional(),
  free_shipping: z.boolean().optional(),
  /** Legacy: a SKU of the shop named as the gift (recorded, no stock); prefer gift_id. */
  gift_sku_id: z.coerce.number().int().positive().nullable().optional(),
  /** A gift of the gifts list (赠品), taken from its stock by each order reaching the tier. */
  gift_id: z.coerce.number().int().positive().nullable().optional(),
  /** A coupon of the shop (not void, not ended) issued to the order's member. */
  coupon_id: z.coerce.number().int().positive().nullable().optional(),
  points: z.coerce
    .number()
    .int('rule.promotion.points')
    .min(0, 'rule.promotion.points')
    .max(1_000_000)
    .optional(),
});
export type FullDiscountTierInput = z.input<typeof fullDiscountTierInput>;

export const fullDiscountBody = promotionBaseBody
  .extend({
    by_piece: z.boolean().optional(),
    scope: z.enum(PROMOTION_SCOPES, { error: 'rule.promotion.scope' }),
    sku_ids: skuIdList.optional(),
    tiers: z
      .array(fullDiscountTierInput, { error: 'rule.promotion.tiers' })
      .min(1, 'rule.promotion.tiers')
      .max(FULL_DISCOUNT_MAX_TIERS, 'rule.promotion.tiers'),
  })
  // A valid body for tools that sample requests (the trust suite): random ones rarely pass.
  .meta({
    examples: [
      {
        title: '满99减10',
        start_time: 1900000000,
        end_time: 1900086400,
        scope: 'ALL',
        tiers: [{ threshold: '99', minus: '10' }],
      },
    ],
  });
export type FullDiscountBody = z.output<typeof fullDiscountBody>;
export type FullDiscountBodyInput = z.input<typeof fullDiscountBody>;

/** A tier as the list and detail show it: money in yuan (threshold in units when by piece). */
export const fullDiscountTierView = z.object({
  threshold: z.number(),
  minus: z.number(),
  discount_permille: z.number().int().nullable(),
  free_shipping: z.boolean(),
  gift_sku_id: z.number().int().nullable(),
  gift_id: z.number().int().nullable(),
  coupon_id: z.number().int().nullable(),
  points: z.number().int(),
});
export type FullDiscountTierView = z.infer<typeof fullDiscountTierView>;

export const fullDiscountRow = promotionRow.extend({
  by_piece: z.boolean(),
  tiers: z.array(fullDiscountTierView),
});
export type FullDiscountRow = z.infer<typeof fullDiscountRow>;

export const fullDiscountDetail = fullDiscountRow.extend({
  skus: z.array(promotionSku),
  figures: promotionFigures,
});
export type FullDiscountDetail = z.infer<typeof fullDiscountDetail>;
