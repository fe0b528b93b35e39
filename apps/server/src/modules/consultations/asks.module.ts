import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { AsksRepository } from './asks.repository.ts';
import { asksRoutes } from './asks.routes.ts';
import { AsksService } from './asks.service.ts';

/** Consultations (customer service): buyers' questions on goods and the shop's answers. Other
 * areas need nothing from it but the unanswered count, which they read over HTTP. */
export async function registerConsultationsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new AsksService(new AsksRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(asksRoutes({ service, guard: ctx.guard, openApi: ctx.openApi, clock: ctx.clock }));
}
