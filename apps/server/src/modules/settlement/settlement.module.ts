import type { FastifyInstance } from 'fastify';
// Registers the settlement messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/settlement/settlement-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { SettlementExportService } from './settlement-export.service.ts';
import { SettlementJob, startSettlementJob } from './settlement-job.service.ts';
import { SettlementRepository } from './settlement.repository.ts';
import { settlementRoutes } from './settlement.routes.ts';
import { SettlementService } from './settlement.service.ts';

/** 结算 (issue 23): bills per shop and period, made by the job from the orders and refunds (read
 * only), confirmed by the seller, marked paid by the platform. Returns the job (the seed and
 * tests run it). */
export async function registerSettlementModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<{ job: SettlementJob }> {
  const repo = new SettlementRepository(ctx.db);
  const job = new SettlementJob(repo, ctx.log, ctx.clock);
  await api.register(
    settlementRoutes({
      service: new SettlementService(repo, job, ctx.log, ctx.clock),
      exporter: new SettlementExportService(repo),
      guard: ctx.guard,
      clock: ctx.clock,
      platformKey: ctx.config.platformApiKey,
    }),
  );
  const worker = startSettlementJob(job, ctx.config.settlementSweepMs, api.log);
  api.addHook('onClose', async () => worker.stop());
  return { job };
}

/** The platform's own key check (X-Platform-Key), for other areas' platform callbacks. */
export { platformKeyGuard } from './platform-key.guard.ts';
