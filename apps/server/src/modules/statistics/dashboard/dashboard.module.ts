import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { DashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardService } from './dashboard.service.ts';
import type { RollupJob } from '../rollup-job.service.ts';
import type { RollupMemo } from '../rollup-memo.ts';

/** 首页 (issue 25): real figures from the orders table and the to-dos of every area's lists. */
export async function registerStatisticsDashboardModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  statistics: { rollups: RollupJob; memo: RollupMemo },
): Promise<void> {
  await api.register(
    dashboardRoutes({
      service: new DashboardService(new DashboardRepository(ctx.db), ctx.clock, statistics),
      guard: ctx.guard,
    }),
  );
}
