import type { FastifyInstance } from 'fastify';
import '@rxdesk/contract/settings/settings-extras-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { PromotionRulesRepository } from './promotion-rules.repository.ts';
import { promotionRulesRoutes } from './promotion-rules.routes.ts';
import { PromotionRulesService } from './promotion-rules.service.ts';

/** The shop's promotion rule for prescription drugs (shops.promotions_rx). No ports. */
export async function registerPromotionRulesModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new PromotionRulesService(new PromotionRulesRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(promotionRulesRoutes({ service, guard: ctx.guard }));
}
