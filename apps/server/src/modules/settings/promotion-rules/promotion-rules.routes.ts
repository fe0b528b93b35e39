import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promotionRules, promotionRulesBody } from '@rxdesk/contract/settings/promotion-rules';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { PromotionRulesService } from './promotion-rules.service.ts';

const PATH = '/seller/shops/promotion-rules';

/** 商品预警设置 page, second card (goods-warning-setting): the prescription-drug promotion rule. */
export function promotionRulesRoutes(deps: {
  service: PromotionRulesService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['settings'], 'goods-warning-setting');
    r.get(
      PATH,
      read({
        summary: 'Whether prescription and restricted drugs may take promotions',
        response: { 200: promotionRules },
      }),
      (req) => deps.service.get(callerOf(req)),
    );
    r.put(
      PATH,
      act({
        summary: 'Allow or forbid promotions on prescription and restricted drugs (logged)',
        body: promotionRulesBody,
        response: { 200: promotionRules },
      }),
      (req) => deps.service.set(callerOf(req), req.body),
    );
  };
}
