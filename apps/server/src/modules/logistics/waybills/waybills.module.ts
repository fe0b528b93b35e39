import type { FastifyInstance } from 'fastify';
// Registers the waybills' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/logistics/waybill-messages';
import { Kuaidi100Client } from '../../../platform/adapters/kuaidi100/kuaidi100-client.ts';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { CallLeases } from '../../../platform/state/call-lease.ts';
import type { OrdersPorts } from '../../orders/orders.module.ts';
import { TrackingService } from './tracking.service.ts';
import { WaybillAccountsService } from './waybill-accounts.service.ts';
import { waybillsRoutes } from './waybills.routes.ts';
import { WaybillsRepository } from './waybills.repository.ts';
import { WaybillsService } from './waybills.service.ts';

/** Electronic waybills and parcel tracking (issue 23) over Kuaidi100. Orders ship through the
 * orders area; this area issues the waybill numbers, subscribes shipped parcels, stores their
 * traces and marks delivered orders received after AUTO_RECEIVE_DAYS. */
export async function registerWaybillsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  orders: OrdersPorts,
): Promise<{ tracking: TrackingService }> {
  const repo = new WaybillsRepository(ctx.db);
  const provider = ctx.config.kuaidi100 ? new Kuaidi100Client(ctx.config.kuaidi100) : null;
  const tracking = new TrackingService(
    repo,
    orders,
    provider,
    ctx.log,
    ctx.clock,
    ctx.config.autoReceiveDays,
    (obj, msg) => api.log.warn(obj, msg),
  );
  orders.changes.afterSetout((o) => tracking.onSetout(o));
  await api.register(
    waybillsRoutes({
      accounts: new WaybillAccountsService(repo, ctx.log, ctx.clock),
      waybills: new WaybillsService(
        repo,
        orders,
        provider,
        new CallLeases(ctx.db, ctx.clock),
        ctx.log,
        ctx.clock,
      ),
      tracking,
      guard: ctx.guard,
    }),
  );
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tracking
      .sweep()
      .catch((err: unknown) => api.log.error({ err }, 'auto-receive sweep failed'))
      .finally(() => (running = false));
  }, ctx.config.autoReceiveSweepMs);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));
  return { tracking };
}
