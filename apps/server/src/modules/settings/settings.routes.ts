import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeStatus, shopInfo } from '@rxdesk/contract/settings/shop';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(deps: { service: SettingsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['settings']);
    // closeStatus must still answer for a closed shop so the browser can say why.
    const closedToo = sellerRoutes(deps.guard, ['settings'], undefined, { allowClosedShop: true });
    r.get('/seller/shops', read({ summary: "The caller's shop", response: { 200: shopInfo } }), (req) =>
      deps.service.shopInfo(callerOf(req).shopId),
    );
    r.get(
      '/seller/shops/closeStatus',
      closedToo.read({ summary: '0 open, 1 closed', response: { 200: closeStatus } }),
      (req) => deps.service.closeStatus(callerOf(req).shopId),
    );
  };
}
