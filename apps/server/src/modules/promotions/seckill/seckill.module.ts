import type { FastifyInstance } from 'fastify';
// Registers seckill's and group buy's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/seckill-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import { ActivityWriter } from './activity-writer.ts';
import { SeckillRepository } from './seckill.repository.ts';
import { seckillRoutes } from './seckill.routes.ts';
import { SeckillService } from './seckill.service.ts';

/** 限时抢购 (issue 22). Its units are taken by the intake through `takeSeckillUnitsInTrx`
 * (seckill.repository.ts); other areas need no port from it. */
export async function registerSeckillModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new SeckillRepository(ctx.db);
  const writer = new ActivityWriter(repo, new PromotionSkusRepository(ctx.db), ctx.log, ctx.clock, 'seckill');
  await api.register(
    seckillRoutes({ service: new SeckillService(repo, writer, ctx.clock), writer, guard: ctx.guard }),
  );
}
