import { z } from 'zod';
import {
  promotionBaseBody,
  promotionFigures,
  promotionRow,
  promotionSku,
  skuIdList,
} from './promotion-common.ts';

/** 第二件半价 (HALF_PRICE): the chosen SKUs; in a line of n units floor(n/2) are at half price. */

export const halfPriceBody = promotionBaseBody
  .extend({
    sku_ids: skuIdList.min(1, 'rule.promotion.skus'),
  })
  // A valid body for tools that sample requests (the trust suite): random ones rarely pass.
  .meta({ examples: [{ title: '第二件半价', start_time: 1900000000, end_time: 1900086400, sku_ids: [1] }] });
export type HalfPriceBody = z.output<typeof halfPriceBody>;
export type HalfPriceBodyInput = z.input<typeof halfPriceBody>;

export const halfPriceRow = promotionRow;
export type HalfPriceRow = z.infer<typeof halfPriceRow>;

export const halfPriceDetail = halfPriceRow.extend({
  skus: z.array(promotionSku),
  figures: promotionFigures,
});
export type HalfPriceDetail = z.infer<typeof halfPriceDetail>;
