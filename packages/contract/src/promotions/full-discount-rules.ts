import { z } from 'zod';

/** One tier of a full cut / full gift (满减满赠). Money in fen (the rules JSON is stored as the
 * server keeps money); `threshold` is fen of eligible goods, or units when the activity is by piece. */
export const fullDiscountTierSchema = z
  .object({
    threshold: z.number().int().positive(),
    minus: z.number().int().min(0),
    /** Per-mille of the price kept (900 = 9折); null = no discount. */
    discount_permille: z.number().int().min(1).max(999).nullable(),
    free_shipping: z.boolean(),
    /** Legacy: a catalogue SKU named as the gift (recorded only, no stock). New tiers use gift_id. */
    gift_sku_id: z.number().int().positive().nullable(),
    /** A gift (promotion_gifts) taken from its own stock when the order reaches the tier. Rules
     * stored before gifts existed have none. */
    gift_id: z.number().int().positive().nullable().default(null),
    coupon_id: z.number().int().positive().nullable(),
    points: z.number().int().min(0),
  })
  .refine(
    (t) =>
      t.minus > 0 ||
      t.discount_permille !== null ||
      t.free_shipping ||
      t.gift_sku_id !== null ||
      t.gift_id !== null ||
      t.coupon_id !== null ||
      t.points > 0,
    { message: 'rule.fullDiscountTierEmpty' },
  )
  .refine((t) => !(t.minus > 0 && t.discount_permille !== null), {
    message: 'rule.fullDiscountTierBoth',
  });
export type FullDiscountTier = z.infer<typeof fullDiscountTierSchema>;

/** promotions.rules of a FULL_DISCOUNT row (RULES-FORMAT): 1..5 tiers, thresholds strictly
 * ascending; the highest tier reached applies alone. */
export const fullDiscountRulesSchema = z.object({
  by_piece: z.boolean(),
  tiers: z
    .array(fullDiscountTierSchema)
    .min(1)
    .max(5)
    .refine((ts) => ts.every((t, i) => i === 0 || t.threshold > ts[i - 1]!.threshold), {
      message: 'rule.fullDiscountTiersAscending',
    }),
});
export type FullDiscountRules = z.infer<typeof fullDiscountRulesSchema>;
