import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { closeStatus, shopInfo } from '@rxdesk/contract/settings/shop';
import { shopLogoBody, shopSettings, shopSettingsBody } from '@rxdesk/contract/settings/shop-settings';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(deps: { service: SettingsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['settings']);
    const page = sellerRoutes(deps.guard, ['settings'], 'sw-shop-setting');
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
    r.get(
      '/seller/shops/settings',
      page.read({
        summary: "The shop's settings (closed: the platform's flag)",
        response: { 200: shopSettings },
      }),
      (req) => deps.service.settings(callerOf(req).shopId),
    );
    r.put(
      '/seller/shops/settings',
      page.act({
        summary: "Save the shop's settings (the open/closed flag is not the seller's to change)",
        body: shopSettingsBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.service.save(callerOf(req), req.body);
        return {};
      },
    );
    r.put(
      '/seller/shops/logos',
      page.act({
        summary: 'Set the shop logo: an image this shop uploaded (base/uploaders)',
        body: shopLogoBody,
        response: { 200: z.object({ shop_logo: z.string() }) },
      }),
      (req) => deps.service.setLogo(callerOf(req), req.body.logo),
    );
  };
}
