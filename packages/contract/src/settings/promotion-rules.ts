import { z } from 'zod';

/**
 * 处方药促销规则 (issue 24, goods-warning-setting page): whether prescription and restricted drugs
 * may take promotions (shops.promotions_rx). Off (the default), such lines take no promotion of any
 * kind, whatever activity holds them.
 */
export const promotionRules = z.object({ promotions_rx: z.boolean() });
export type PromotionRules = z.infer<typeof promotionRules>;

/** Forms send 0/1 or true/false. */
const flag = z.preprocess(
  (v) => (v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : v),
  z.boolean({ error: 'rule.promotionRules.rx' }),
);
export const promotionRulesBody = z.object({ promotions_rx: flag });
