import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { LogsRepository } from './logs.repository.ts';
import { logsRoutes } from './logs.routes.ts';
import { LogsService } from './logs.service.ts';

/** The operation log screen (issue 21). Other areas write the log through ctx.log; this module
 * only reads it. */
export async function registerLogsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new LogsService(new LogsRepository(ctx.db));
  await api.register(logsRoutes({ service, guard: ctx.guard, clock: ctx.clock }));
}
