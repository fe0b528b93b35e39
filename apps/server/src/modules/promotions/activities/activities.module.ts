import type { FastifyInstance } from 'fastify';
// Registers the list's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/activity-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { ActivitiesRepository } from './activities.repository.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { ActivitiesService } from './activities.service.ts';

/** The §7 activity list the §2 activity picker reads (issue 22; shop pages link to activities). */
export async function registerActivitiesModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new ActivitiesService(new ActivitiesRepository(ctx.db), ctx.clock);
  await api.register(activitiesRoutes({ service, guard: ctx.guard }));
}
