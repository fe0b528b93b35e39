import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { WechatMpClient } from '../../platform/adapters/wechat-mp/wechat-mp-client.ts';
import { AuthRepository } from '../auth/auth.repository.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import type { OrderChanges } from '../orders/order-actions.service.ts';
import { BuyerMessages } from './buyer-messages.service.ts';
import { PharmacistRepository } from './pharmacist.repository.ts';
import { PrescriptionAudits } from './prescription-audit.service.ts';
import { PrescriptionQueries } from './prescription-query.service.ts';
import { PrescriptionRepository } from './prescription.repository.ts';
import { prescriptionRoutes } from './prescription.routes.ts';

/** Builds the prescription-order area. It changes orders only through the orders module's
 * OrderChanges (state machine, order log, refunds), so it is registered after that module. */
export async function registerPrescriptionModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  orders: { changes: OrderChanges },
) {
  const repo = new PrescriptionRepository(ctx.db);
  const users = new PharmacistRepository(ctx.db);
  const sender = ctx.config.wechatMp ? new WechatMpClient(ctx.config.wechatMp) : null;
  const messages = new BuyerMessages(repo, sender, ctx.log, ctx.clock);
  const queries = new PrescriptionQueries(repo, users, ctx.clock, ctx.config.prescriptionOverdueMinutes);
  const audits = new PrescriptionAudits(
    repo,
    users,
    orders.changes,
    messages,
    new LoginThrottle(new AuthRepository(ctx.db), ctx.clock),
    ctx.log,
    ctx.clock,
  );
  await api.register(
    prescriptionRoutes({ queries, audits, messages, repo, guard: ctx.guard, clock: ctx.clock }),
  );
}
