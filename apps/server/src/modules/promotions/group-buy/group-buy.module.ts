import type { FastifyInstance } from 'fastify';
// Registers seckill's and group buy's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/seckill-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import { ActivityWriter } from '../seckill/activity-writer.ts';
import { GroupBuyRepository } from './group-buy.repository.ts';
import { groupBuyRoutes } from './group-buy.routes.ts';
import { GroupBuyService } from './group-buy.service.ts';

/** 团购 (issue 22). Its units are taken by the intake like seckill's (`takeSeckillUnitsInTrx`). */
export async function registerGroupBuyModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new GroupBuyRepository(ctx.db);
  const writer = new ActivityWriter(
    repo,
    new PromotionSkusRepository(ctx.db),
    ctx.log,
    ctx.clock,
    'group-buy',
  );
  await api.register(
    groupBuyRoutes({ service: new GroupBuyService(repo, writer, ctx.clock), writer, guard: ctx.guard }),
  );
}
