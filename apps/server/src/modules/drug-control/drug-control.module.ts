import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { DrugControlRepository } from './drug-control.repository.ts';
import { drugControlRoutes } from './drug-control.routes.ts';
import { DrugControlService } from './drug-control.service.ts';

/** Builds the restricted-drug control area (its intake half lives in control-intake.ts and is
 * run by the order intake through IntakeCompliance). */
export async function registerDrugControlModule(api: FastifyInstance, ctx: ModuleContext) {
  const service = new DrugControlService(new DrugControlRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(drugControlRoutes({ service, guard: ctx.guard, db: ctx.db }));
}
