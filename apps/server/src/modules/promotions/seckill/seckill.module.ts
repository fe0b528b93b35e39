import type { FastifyInstance } from 'fastify';
// Registers seckill's and group buy's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/seckill-messages';
import { seckillBody, seckillDetail, seckillRow } from '@rxdesk/contract/promotions/seckill';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import { ActivitiesRepository } from './activities.repository.ts';
import { activityKindRoutes } from './activity-kind.routes.ts';
import { ActivityKindService } from './activity-kind.service.ts';
import { ActivityWriter } from './activity-writer.ts';
import { SECKILL_KIND } from './seckill-kind.ts';

/** 限时抢购 (issue 22) behind `time-limit`. Its units are taken and given back by the intake's
 * pricing (pricing/offers.repository.ts, one conditional update on the slot's row); other areas
 * need no port from it. */
export async function registerSeckillModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new ActivitiesRepository(ctx.db, 'SECKILL');
  const writer = new ActivityWriter(repo, new PromotionSkusRepository(ctx.db), ctx.log, ctx.clock, 'seckill');
  await api.register(
    activityKindRoutes({
      base: '/seller/promotion/seckills',
      permission: 'time-limit',
      noun: 'time-limited sale',
      schemas: { body: seckillBody, row: seckillRow, detail: seckillDetail },
      service: new ActivityKindService(repo, writer, ctx.clock, SECKILL_KIND),
      guard: ctx.guard,
    }),
  );
}
