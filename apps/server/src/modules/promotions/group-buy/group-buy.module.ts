import type { FastifyInstance } from 'fastify';
// Registers seckill's and group buy's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/seckill-messages';
import { groupBuyBody, groupBuyDetail, groupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import { ActivitiesRepository } from '../seckill/activities.repository.ts';
import { activityKindRoutes } from '../seckill/activity-kind.routes.ts';
import { ActivityKindService } from '../seckill/activity-kind.service.ts';
import { ActivityWriter } from '../seckill/activity-writer.ts';
import { GROUP_BUY_KIND } from './group-buy-kind.ts';

/** 团购 (issue 22) behind `group-buy-manager`, on the seckill's activity kernel. Its units are
 * taken by the intake's pricing like seckill's (pricing/offers.repository.ts). */
export async function registerGroupBuyModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new ActivitiesRepository(ctx.db, 'GROUPBUY');
  const writer = new ActivityWriter(
    repo,
    new PromotionSkusRepository(ctx.db),
    ctx.log,
    ctx.clock,
    'group-buy',
  );
  await api.register(
    activityKindRoutes({
      base: '/seller/promotion/group-buy-goods',
      permission: 'group-buy-manager',
      noun: 'group buy',
      schemas: { body: groupBuyBody, row: groupBuyRow, detail: groupBuyDetail },
      service: new ActivityKindService(repo, writer, ctx.clock, GROUP_BUY_KIND),
      guard: ctx.guard,
    }),
  );
}
