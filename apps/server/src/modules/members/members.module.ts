import type { FastifyInstance } from 'fastify';
// Registers the members' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/members/member-messages';
import '@rxdesk/contract/points/points-messages';
import type { Db } from '../../platform/db/database.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { Idempotency } from '../../platform/http/idempotency.ts';
import { memberActionsRoutes } from './member-actions.routes.ts';
import { MemberChanges } from './member-changes.service.ts';
import { memberPickerRoutes } from './member-picker.routes.ts';
import { MemberRegistration } from './member-registration.service.ts';
import { MembersExportService } from './members-export.service.ts';
import { MembersPointsLedger } from './members-points.ledger.ts';
import type { MembersPointsPort } from './members-points.port.ts';
import { MembersPointsRepository } from './members-points.repository.ts';
import { MembersRepository } from './members.repository.ts';
import { membersRoutes } from './members.routes.ts';
import { MembersService, type MemberReadPorts } from './members.service.ts';
import { openMembersRoutes } from './open-members.routes.ts';

export type { MembersPointsPort, PointsEntry } from './members-points.port.ts';

/** The points ledger port without the members' routes: areas registered before members (orders,
 * after-sale, the points mall) build it from the database. */
export function buildMembersPointsPort(db: Db): MembersPointsPort {
  return new MembersPointsLedger(new MembersPointsRepository(db));
}

export interface MembersPorts {
  points: MembersPointsPort;
}

/** The members area (issue 21): list, detail and its tabs (orders, after-sale cases and
 * prescriptions read through those areas' ports), recycle list, tags, remark, the full-mobile
 * reveal, export, the §7 member picker and the open-API registration. */
export async function registerMembersModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  reads: MemberReadPorts,
): Promise<MembersPorts> {
  const repo = new MembersRepository(ctx.db);
  const service = new MembersService(repo, reads, ctx.log);
  await api.register(
    membersRoutes({
      service,
      exporter: new MembersExportService(repo, reads.orders, ctx.log),
      guard: ctx.guard,
      clock: ctx.clock,
    }),
  );
  await api.register(
    memberActionsRoutes({ changes: new MemberChanges(repo, ctx.log, ctx.clock), guard: ctx.guard }),
  );
  await api.register(memberPickerRoutes({ service, guard: ctx.guard }));
  await api.register(
    openMembersRoutes({
      registration: new MemberRegistration(repo, ctx.log, ctx.clock),
      idempotency: new Idempotency(ctx.db, ctx.clock),
      openApi: ctx.openApi,
    }),
  );
  return { points: buildMembersPointsPort(ctx.db) };
}
