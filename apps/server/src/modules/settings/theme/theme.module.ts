import type { FastifyInstance } from 'fastify';
import '@rxdesk/contract/settings/settings-extras-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { ThemeRepository } from './theme.repository.ts';
import { themeRoutes } from './theme.routes.ts';
import { ThemeService } from './theme.service.ts';

/** §9 theme colour, remembered per user (users.theme_color, migration 0038). Kept with settings
 * rather than auth: it is a preference, not part of signing in. No ports. */
export async function registerThemeModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  await api.register(
    themeRoutes({ service: new ThemeService(new ThemeRepository(ctx.db), ctx.log), guard: ctx.guard }),
  );
}
