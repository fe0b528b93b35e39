import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { ControlIntake, type ControlPlan } from './control-intake.ts';
import { DrugControlRepository } from './drug-control.repository.ts';
import { drugControlRoutes } from './drug-control.routes.ts';
import { DrugControlService } from './drug-control.service.ts';

export type { ControlPlan };

/** The order intake's restricted-drug check: `plan` before the order's transaction (writes
 * nothing), `recordInTrx` inside it (per-buyer limits under a lock, the control log). */
export type ControlIntakePort = Pick<ControlIntake, 'plan' | 'recordInTrx'>;

export interface DrugControlPorts {
  intake: ControlIntakePort;
}

/** The restricted-drug control area: its settings, restrictions, buyers and log, and the intake
 * check the prescription area composes into the order intake's compliance. */
export async function registerDrugControlModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<DrugControlPorts> {
  const repo = new DrugControlRepository(ctx.db);
  const service = new DrugControlService(repo, ctx.log, ctx.clock);
  await api.register(drugControlRoutes({ service, guard: ctx.guard, openApi: ctx.openApi }));
  return { intake: new ControlIntake(repo) };
}
