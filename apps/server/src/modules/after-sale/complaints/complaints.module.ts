import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { Idempotency } from '../../../platform/http/idempotency.ts';
import { ComplaintsRepository } from './complaints.repository.ts';
import { complaintsRoutes } from './complaints.routes.ts';
import { ComplaintsService } from './complaints.service.ts';

/** The complaints area (part of after-sale): buyers' complaints from the open API, the seller's
 * replies. Other areas need nothing from it (no ports). */
export async function registerComplaintsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new ComplaintsService(new ComplaintsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(
    complaintsRoutes({
      service,
      guard: ctx.guard,
      idempotency: new Idempotency(ctx.db, ctx.clock),
      openApi: ctx.openApi,
    }),
  );
}
