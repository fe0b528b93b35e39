import { z } from 'zod';
import { zMoneyYuan } from '../rules/rule-schemas.ts';
import {
  promotionBaseBody,
  promotionFigures,
  promotionRow,
  promotionSku,
  PROMOTION_MAX_SKUS,
} from './promotion-common.ts';

/** 单品立减 (MINUS): per SKU, yuan off each unit — at least 0.01 and below the SKU's price. */

export const minusSkuInput = z.object({
  sku_id: z.coerce.number().int().positive().max(2147483647),
  minus: zMoneyYuan(),
});

export const minusBody = promotionBaseBody
  .extend({
    skus: z
      .array(minusSkuInput, { error: 'rule.promotion.skus' })
      .min(1, 'rule.promotion.skus')
      .max(PROMOTION_MAX_SKUS, 'rule.promotion.skusMax'),
  })
  // A valid body for tools that sample requests (the trust suite): random ones rarely pass.
  .meta({
    examples: [
      {
        title: '单品立减',
        start_time: 1900000000,
        end_time: 1900086400,
        skus: [{ sku_id: 1, minus: '1.00' }],
      },
    ],
  });
export type MinusBody = z.output<typeof minusBody>;
export type MinusBodyInput = z.input<typeof minusBody>;

export const minusRow = promotionRow;
export type MinusRow = z.infer<typeof minusRow>;

export const minusDetail = minusRow.extend({
  skus: z.array(promotionSku),
  figures: promotionFigures,
});
export type MinusDetail = z.infer<typeof minusDetail>;
