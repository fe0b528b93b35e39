import type { FastifyInstance } from 'fastify';
// Registers the statistics messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/statistics/reports-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { ReportsRepository } from './reports.repository.ts';
import { ReportsService } from './reports.service.ts';
import { RollupJob, startRollupJob } from './rollup-job.service.ts';
import { RollupRepository } from './rollup.repository.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** 统计 (issue 25): the eight order/goods reports read per-shop daily rollups that the catch-up
 * job keeps from the orders and refunds (read only). Returns the job (tests, the rebuild CLI). */
export async function registerStatisticsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<{ rollups: RollupJob }> {
  const rollups = new RollupJob(new RollupRepository(ctx.db), ctx.clock);
  const service = new ReportsService(new ReportsRepository(ctx.db), rollups, ctx.clock);
  await api.register(statisticsRoutes({ service, guard: ctx.guard, clock: ctx.clock }));
  const worker = startRollupJob(rollups, ctx.config.statisticsSweepMs, api.log);
  api.addHook('onClose', async () => worker.stop());
  return { rollups };
}
