import type { HalfPriceBody } from '@rxdesk/contract/promotions/half-prices';
import type { PromotionDraft, PromotionKindRules, SkuFact } from './promotion-kind.ts';

/** 第二件半价: the chosen SKUs (rows with price 0); the pricing kernel halves every second unit. */
export const HALF_PRICE_RULES: PromotionKindRules<HalfPriceBody> = {
  kind: 'HALF_PRICE',
  slug: 'second-half-price',
  coveredSkuIds: (b) => b.sku_ids,
  draft(b, facts: ReadonlyMap<number, SkuFact>): PromotionDraft {
    return {
      title: b.title,
      start: b.start_time,
      end: b.end_time,
      scope: 'SKUS',
      rules: '{}',
      skus: b.sku_ids.map((skuId) => ({ skuId, goodsId: Number(facts.get(skuId)!.goods_id), price: 0 })),
    };
  },
};
