import type { FastifyInstance } from 'fastify';
// Registers the statistics messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/statistics/reports-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { GoodsReportsRepository } from './goods-reports.repository.ts';
import { ReportsRepository } from './reports.repository.ts';
import { ReportsService } from './reports.service.ts';
import { RollupJob, startRollupJob } from './rollup-job.service.ts';
import { RollupMemo } from './rollup-memo.ts';
import { RollupRepository } from './rollup.repository.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** 统计 (issue 25): the eight order/goods reports read per-shop daily rollups that the catch-up
 * job keeps from the orders and refunds (read only). Returns the job and the memo (the dashboard's). */
export async function registerStatisticsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<{ rollups: RollupJob; memo: RollupMemo }> {
  const rollups = new RollupJob(new RollupRepository(ctx.db), ctx.clock);
  const memo = new RollupMemo(ctx.db);
  const service = new ReportsService(
    new ReportsRepository(ctx.db),
    new GoodsReportsRepository(ctx.db, memo),
    rollups,
    ctx.clock,
    memo,
  );
  await api.register(statisticsRoutes({ service, guard: ctx.guard, clock: ctx.clock }));
  const worker = startRollupJob(rollups, ctx.config.statisticsSweepMs, api.log);
  api.addHook('onClose', async () => worker.stop());
  return { rollups, memo };
}
