import type { FastifyInstance } from 'fastify';
// Registers the shop settings' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/settings/shop-settings-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { SettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { SettingsService } from './settings.service.ts';
import { siteRoutes } from './site.routes.ts';
import type { Db } from '../../platform/db/database.ts';
import { storeLookupPort, type StoreLookupPort } from './stores/store-lookup.port.ts';
import { StoresRepository } from './stores/stores.repository.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { StoresService } from './stores/stores.service.ts';

export type { StoreLookupPort } from './stores/store-lookup.port.ts';

/** The stores an order may name, for the orders module's intake (registered before this one). */
export function buildStoreLookupPort(db: Db): StoreLookupPort {
  return storeLookupPort(new StoresRepository(db));
}

/** The shop settings area: the shop's own settings and logo, and the chain's stores with the
 * organisation tree, and the public site-show call (issue 24). Other areas need nothing from it (no ports). */
export async function registerSettingsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new SettingsService(new SettingsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(settingsRoutes({ service, guard: ctx.guard }));
  await api.register(siteRoutes({ siteName: ctx.config.siteName }));
  const stores = new StoresService(new StoresRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(storesRoutes({ service: stores, guard: ctx.guard }));
}
