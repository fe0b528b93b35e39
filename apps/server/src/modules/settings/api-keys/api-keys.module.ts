import type { FastifyInstance } from 'fastify';
// Registers the issue-24 settings messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/settings/settings-extras-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { ApiKeysService } from './api-keys.service.ts';

/** Open-API keys (issue 24): the founder's management of them. The open-API guard itself
 * (platform/auth/open-api-guard.ts) reads the same table. No ports. */
export async function registerApiKeysModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new ApiKeysService(new ApiKeysRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(apiKeysRoutes({ service, guard: ctx.guard }));
}
