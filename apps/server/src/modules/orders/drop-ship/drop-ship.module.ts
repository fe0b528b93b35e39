import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { Idempotency } from '../../../platform/http/idempotency.ts';
import { SorderActions } from './sorder-actions.service.ts';
import { SorderChanges } from './sorder-changes.service.ts';
import { SupplierOrdersRepository } from './drop-ship.repository.ts';
import { SupplierOrdersService } from './drop-ship.service.ts';
import { supplierOrdersRoutes } from './drop-ship.routes.ts';
import { openSordersRoutes } from './open-sorders.routes.ts';

/** Builds the drop-ship area (sub-orders and suppliers) and registers its routes under the API
 * prefix. Sub-orders are created by order intake (`splitInTrx` in drop-ship-split.ts), not here.
 * Other areas need nothing from it (no ports). */
export async function registerDropShipModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new SupplierOrdersRepository(ctx.db);
  const changes = new SorderChanges(repo, ctx.log, ctx.clock);
  const reads = new SupplierOrdersService(repo, changes, ctx.clock);
  const actions = new SorderActions(repo, changes, ctx.clock);
  await api.register(supplierOrdersRoutes({ reads, actions, guard: ctx.guard }));
  await api.register(
    openSordersRoutes({
      reads,
      actions,
      idempotency: new Idempotency(ctx.db, ctx.clock),
      openApi: ctx.openApi,
    }),
  );
}
