import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { RegionsRepository } from './regions.repository.ts';
import { regionsRoutes } from './regions.routes.ts';
import { RegionsService, type CheckedRegion } from './regions.service.ts';

export type { CheckedRegion };

/** The check other areas run on a region path they are given (an order's address). */
export interface RegionsPort {
  /** The path's ids and names, both from the regions table; 400 on `field` when incomplete. */
  requireCompletePath(regionIds: string, field?: string): Promise<CheckedRegion>;
}

/** The regions area: the §2 region picker's routes, and the path check. */
export async function registerRegionsModule(api: FastifyInstance, ctx: ModuleContext): Promise<RegionsPort> {
  const service = new RegionsService(new RegionsRepository(ctx.db));
  await api.register(regionsRoutes({ service, guard: ctx.guard }));
  return { requireCompletePath: (ids, field) => service.requireCompletePath(ids, field) };
}
