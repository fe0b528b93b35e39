import type { FastifyInstance } from 'fastify';
import '@rxdesk/contract/settings/settings-extras-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { GradesRepository } from './grades.repository.ts';
import { gradesRoutes } from './grades.routes.ts';
import { GradesService } from './grades.service.ts';

/** Shop grades and the applications for a higher one (issue 24). No ports. */
export async function registerGradesModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new GradesService(new GradesRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(gradesRoutes({ service, guard: ctx.guard, platformKey: ctx.config.platformApiKey }));
}
