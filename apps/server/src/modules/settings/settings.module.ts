import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { SettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { SettingsService } from './settings.service.ts';

/** The shop settings area. Other areas need nothing from it (no ports). */
export async function registerSettingsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new SettingsService(new SettingsRepository(ctx.db));
  await api.register(settingsRoutes({ service, guard: ctx.guard }));
}
