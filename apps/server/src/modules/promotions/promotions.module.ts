import type { FastifyInstance } from 'fastify';
// Registers the promotions' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/promotion-messages';
import {
  fullDiscountBody,
  fullDiscountDetail,
  fullDiscountRow,
} from '@rxdesk/contract/promotions/full-discounts';
import { halfPriceBody, halfPriceDetail, halfPriceRow } from '@rxdesk/contract/promotions/half-prices';
import { minusBody, minusDetail, minusRow } from '@rxdesk/contract/promotions/minus';
import type { ModuleContext } from '../../platform/module-context.ts';
import { FULL_DISCOUNT_RULES, fullDiscountView } from './full-discount.service.ts';
import { HALF_PRICE_RULES } from './half-price.service.ts';
import { MINUS_RULES } from './minus.service.ts';
import { PromotionGoodsRepository } from './promotion-goods.repository.ts';
import { PromotionKernel } from './promotion-kernel.service.ts';
import { PromotionSkusRepository } from './promotion-skus.repository.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { promotionKindRoutes } from './promotions.routes.ts';

export interface PromotionsPorts {
  /** The SKU-row writer and overlap check the other promotion kinds (coupons, seckill, group
   * buy) share, so every kind meets the same overlap rule. */
  skus: PromotionSkusRepository;
}

/** The promotions area (issue 22): full cut, single cut and second half price on one activity
 * kernel. Goods are read (facts to check, names to show) through promotion-goods.repository.ts. */
export async function registerPromotionsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<PromotionsPorts> {
  const skus = new PromotionSkusRepository(ctx.db);
  const kernel = new PromotionKernel(
    new PromotionsRepository(ctx.db),
    skus,
    new PromotionGoodsRepository(ctx.db),
    ctx.log,
    ctx.clock,
  );
  const deps = { kernel, guard: ctx.guard };
  await api.register(
    promotionKindRoutes(deps, {
      path: 'full-discounts',
      name: 'Full cut (满减满赠)',
      rules: FULL_DISCOUNT_RULES,
      body: fullDiscountBody,
      row: fullDiscountRow,
      detail: fullDiscountDetail,
      extra: (p) => fullDiscountView(p.rules),
    }),
  );
  await api.register(
    promotionKindRoutes(deps, {
      path: 'minus',
      name: 'Single cut (单品立减)',
      rules: MINUS_RULES,
      body: minusBody,
      row: minusRow,
      detail: minusDetail,
      extra: () => ({}),
    }),
  );
  await api.register(
    promotionKindRoutes(deps, {
      path: 'half-prices',
      name: 'Second half price (第二件半价)',
      rules: HALF_PRICE_RULES,
      body: halfPriceBody,
      row: halfPriceRow,
      detail: halfPriceDetail,
      extra: () => ({}),
    }),
  );
  return { skus };
}
