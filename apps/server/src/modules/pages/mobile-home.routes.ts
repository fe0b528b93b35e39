import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiKeyHeaders } from '@rxdesk/contract/common/open-api';
import {
  draftBody,
  draftSaved,
  mobileHomeEditor,
  openMobileHome,
  publishBody,
  published,
  versionListQuery,
  versionPage,
  versionParams,
} from '@rxdesk/contract/pages/mobile-home';
import { openShopDecoration } from '@rxdesk/contract/pages/open-decoration';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import { openRoutes, sellerRoutes } from '../../platform/http/route-schema.ts';
import type { DecorationService } from './decoration.service.ts';
import type { MobileHomeService } from './mobile-home.service.ts';

export const MOBILE_HOME_BASE = '/seller/pages/mobile-home';

/** The mobile home page builder (mobile-home): the draft, publish, the versions and restore; and
 * the open API the buyer side reads the published page and the shop decoration through. */
export function mobileHomeRoutes(deps: {
  service: MobileHomeService;
  decoration: DecorationService;
  guard: AuthGuard;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['pages'], 'mobile-home');
    // The storefront reads its pages with its storefront key (the orders scope, like its other reads).
    const { open } = openRoutes(deps.openApi, 'orders');
    const { service, decoration } = deps;
    const mobileTheme = async (shopId: number) => (await decoration.currentThemes(shopId)).MOBILE;

    r.get(
      MOBILE_HOME_BASE,
      read({
        summary: 'The draft with its revision, the published version, the goods and coupons it can name',
        response: { 200: mobileHomeEditor },
      }),
      async (req) => {
        const auth = callerOf(req);
        return service.editor(auth, await mobileTheme(auth.shopId));
      },
    );
    r.put(
      `${MOBILE_HOME_BASE}/draft`,
      act({
        summary: 'Save the draft (on the revision loaded: another save since is 409)',
        body: draftBody,
        response: { 200: draftSaved },
      }),
      (req) => service.saveDraft(callerOf(req), req.body),
    );
    r.post(
      `${MOBILE_HOME_BASE}/publish`,
      act({
        summary: 'Publish the draft of this revision as a new immutable version',
        body: publishBody,
        response: { 200: published },
      }),
      (req) => service.publish(callerOf(req), req.body.revision),
    );
    r.get(
      `${MOBILE_HOME_BASE}/versions`,
      read({
        summary: 'Published versions, newest first',
        querystring: versionListQuery,
        response: { 200: versionPage },
      }),
      (req) => service.versions(callerOf(req), req.query),
    );
    r.get(
      `${MOBILE_HOME_BASE}/versions/:version_no`,
      read({
        summary: 'A published version as the storefront renders it (preview)',
        params: versionParams,
        response: { 200: openMobileHome },
      }),
      async (req) => {
        const auth = callerOf(req);
        return service.version(auth, req.params.version_no, await mobileTheme(auth.shopId));
      },
    );
    r.post(
      `${MOBILE_HOME_BASE}/versions/:version_no/restore`,
      act({
        summary: 'Restore a version: publish a copy of it as a new version, and make it the draft',
        params: versionParams,
        response: { 200: published },
      }),
      (req) => service.restore(callerOf(req), req.params.version_no),
    );

    r.get(
      '/open/pages/mobile-home',
      open({
        summary:
          "The shop's published mobile home page, goods and coupons resolved (404 before the first publish)",
        headers: openApiKeyHeaders,
        response: { 200: openMobileHome },
      }),
      async (req) => {
        const shopId = openShopOf(req);
        return service.published(shopId, await mobileTheme(shopId));
      },
    );
    r.get(
      '/open/pages/shop',
      open({
        summary: "The shop's themes, the slides shown now and the shown navigation items",
        headers: openApiKeyHeaders,
        response: { 200: openShopDecoration },
      }),
      async (req) => {
        const shopId = openShopOf(req);
        const [themes, slides, navs] = await Promise.all([
          decoration.currentThemes(shopId),
          decoration.slides(shopId),
          decoration.navs(shopId),
        ]);
        return {
          pc_theme: themes.PC,
          mobile_theme: themes.MOBILE,
          slides: slides.filter((s) => s.showing).map(({ showing: _s, update_time: _u, ...s }) => s),
          navigations: navs.filter((n) => n.shown).map(({ shown: _s, update_time: _u, ...n }) => n),
        };
      },
    );
  };
}
