import type { MinusBody } from '@rxdesk/contract/promotions/minus';
import { invalidField } from '../../platform/http/app-error.ts';
import type { PromotionDraft, PromotionKindRules, SkuFact } from './promotion-kind.ts';

/** 单品立减: per SKU fen off each unit, 1 ≤ off < the SKU's price (a unit never goes free). */
export const MINUS_RULES: PromotionKindRules<MinusBody> = {
  kind: 'MINUS',
  slug: 'single-cut',
  coveredSkuIds: (b) => b.skus.map((s) => s.sku_id),
  draft(b, facts: ReadonlyMap<number, SkuFact>): PromotionDraft {
    const skus = b.skus.map((s, i) => {
      const f = facts.get(s.sku_id)!;
      if (s.minus < 1 || s.minus >= f.price)
        throw invalidField(`skus.${i}.minus`, 'rule.promotion.minusRange', {
          sku_id: s.sku_id,
          price: (f.price / 100).toFixed(2),
        });
      return { skuId: s.sku_id, goodsId: Number(f.goods_id), price: s.minus };
    });
    return { title: b.title, start: b.start_time, end: b.end_time, scope: 'SKUS', rules: '{}', skus };
  },
};
