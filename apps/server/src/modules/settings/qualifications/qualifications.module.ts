import type { FastifyInstance } from 'fastify';
// Registers the area's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/settings/qualification-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { QualificationsRepository } from './qualifications.repository.ts';
import { qualificationsRoutes } from './qualifications.routes.ts';
import { QualificationsService } from './qualifications.service.ts';

// The port the goods area asks before a prescription drug goes on sale (built before goods).
export { buildLicenceCheckPort, type LicenceCheckPort } from './licence-check.port.ts';

/** Shop qualifications (资质管理 zz-gl, issue 24): the business licence and the pharmacy's
 * licences with their history, the founder's expiry alerts, and (licence-check.port.ts) the rule
 * that prescription drugs go on sale only under a drug business licence in force. */
export async function registerQualificationsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new QualificationsService(new QualificationsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(qualificationsRoutes({ service, guard: ctx.guard }));
}
