import type { FastifyInstance } from 'fastify';
// Registers the activity messages (shared with seckill) and assemble's own with translateMessage.
import '@rxdesk/contract/promotions/seckill-messages';
import '@rxdesk/contract/promotions/assemble-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import type { OrderChangesPort } from '../../orders/orders.module.ts';
import { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import { ActivityWriter } from '../seckill/activity-writer.ts';
import { AssembleRepository } from './assemble.repository.ts';
import { assembleRoutes } from './assemble.routes.ts';
import { AssembleService } from './assemble.service.ts';
import { AssembleSweep, startAssembleSweep } from './assemble-sweep.service.ts';
import { AssembleTeamsRepository } from './assemble-teams.repository.ts';

/** 拼团 (issue 22). The intake's side (team places, the ship check) is `buildAssemblePort`
 * (assemble.port.ts), handed to the orders area by app.ts; this module, registered after orders,
 * runs the seller's paths and the sweep that fails late teams through the order kernel. */
export async function registerAssembleModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  orders: { changes: OrderChangesPort },
): Promise<{ sweep: AssembleSweep }> {
  const repo = new AssembleRepository(ctx.db);
  const teams = new AssembleTeamsRepository(ctx.db);
  const writer = new ActivityWriter(
    repo,
    new PromotionSkusRepository(ctx.db),
    ctx.log,
    ctx.clock,
    'assemble',
  );
  const sweep = new AssembleSweep(teams, orders.changes, ctx.clock, ctx.log);
  await api.register(
    assembleRoutes({
      service: new AssembleService(repo, teams, writer, sweep, ctx.clock),
      writer,
      guard: ctx.guard,
    }),
  );
  const worker = startAssembleSweep(sweep, ctx.config.assembleSweepMs, api.log);
  api.addHook('onClose', async () => worker.stop());
  return { sweep };
}
