import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { ClerksRepository } from './clerks.repository.ts';
import { clerksRoutes } from './clerks.routes.ts';
import { ClerksService } from './clerks.service.ts';
import { RolesService } from './roles.service.ts';

/** The clerks area: shop users and their roles. Other areas need nothing from it (no ports). */
export async function registerClerksModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = new ClerksRepository(ctx.db);
  await api.register(
    clerksRoutes({
      clerks: new ClerksService(repo, ctx.log, ctx.clock, ctx.bus),
      roles: new RolesService(repo, ctx.log, ctx.clock),
      guard: ctx.guard,
    }),
  );
}
