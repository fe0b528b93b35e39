import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { Idempotency } from '../../../platform/http/idempotency.ts';
import { ComplaintsRepository } from './complaints.repository.ts';
import { complaintsRoutes } from './complaints.routes.ts';
import { ComplaintsService } from './complaints.service.ts';

export async function registerComplaintsModule(api: FastifyInstance, ctx: ModuleContext) {
  const service = new ComplaintsService(new ComplaintsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(
    complaintsRoutes({
      service,
      guard: ctx.guard,
      idempotency: new Idempotency(ctx.db, ctx.clock),
      db: ctx.db,
    }),
  );
}
