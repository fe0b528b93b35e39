import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { navBody, navCreated, navList } from '@rxdesk/contract/pages/navigations';
import { pageIdParams } from '@rxdesk/contract/pages/page-link';
import { slideBody, slideCreated, slideList } from '@rxdesk/contract/pages/slides';
import { themeCodeParams, themeList, type ClientType } from '@rxdesk/contract/pages/themes';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { DecorationService } from './decoration.service.ts';

const done = async (p: Promise<unknown>) => {
  await p;
  return {};
};

export const SLIDES = '/seller/shops/slides';
export const NAVS = '/seller/shops/navigations';
const THEME_PATHS: Record<ClientType, { path: string; permission: string }> = {
  PC: { path: '/seller/shops/pc-themes', permission: 'pc-theme' },
  MOBILE: { path: '/seller/shops/mobile-themes', permission: 'mobile-theme' },
};

/** 店铺装修 (Javashop 7.2 seller shop themes / slides / navigations): the PC and mobile theme
 * (pc-theme, mobile-theme), slides (shop-slide) and the navigation bar (shop-nav). */
export function decorationRoutes(deps: { service: DecorationService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { service } = deps;

    for (const client of ['PC', 'MOBILE'] as const) {
      const { path, permission } = THEME_PATHS[client];
      const { read, act } = sellerRoutes(deps.guard, ['pages'], permission);
      r.get(
        path,
        read({
          summary: `The ${client} themes the product ships, the shop's current one marked`,
          response: { 200: themeList },
        }),
        (req) => service.themes(callerOf(req), client),
      );
      r.put(
        `${path}/:code`,
        act({ summary: `Use a ${client} theme`, params: themeCodeParams, response: { 200: emptyResult } }),
        (req) => done(service.setTheme(callerOf(req), client, req.params.code)),
      );
    }

    const slides = sellerRoutes(deps.guard, ['pages'], 'shop-slide');
    r.get(
      SLIDES,
      slides.read({
        summary: 'The shop slides (at most 5), in order, each saying whether it shows now',
        response: { 200: slideList },
      }),
      (req) => service.slides(callerOf(req).shopId),
    );
    r.post(
      SLIDES,
      slides.act({
        summary: 'Add a slide: an uploaded image, a text link, order, schedule (a sixth is 409)',
        body: slideBody,
        response: { 200: slideCreated },
      }),
      (req) => service.createSlide(callerOf(req), req.body),
    );
    r.put(
      `${SLIDES}/:id`,
      slides.act({
        summary: 'Edit a slide',
        params: pageIdParams,
        body: slideBody,
        response: { 200: emptyResult },
      }),
      (req) => done(service.updateSlide(callerOf(req), req.params.id, req.body)),
    );
    r.delete(
      `${SLIDES}/:id`,
      slides.act({ summary: 'Delete a slide', params: pageIdParams, response: { 200: emptyResult } }),
      (req) => done(service.deleteSlide(callerOf(req), req.params.id)),
    );

    const navs = sellerRoutes(deps.guard, ['pages'], 'shop-nav');
    r.get(
      NAVS,
      navs.read({ summary: 'The navigation bar items, in order', response: { 200: navList } }),
      (req) => service.navs(callerOf(req).shopId),
    );
    r.post(
      NAVS,
      navs.act({
        summary: 'Add a navigation item (the link text is its name, 1-6 characters)',
        body: navBody,
        response: { 200: navCreated },
      }),
      (req) => service.createNav(callerOf(req), req.body),
    );
    r.put(
      `${NAVS}/:id`,
      navs.act({
        summary: 'Edit a navigation item',
        params: pageIdParams,
        body: navBody,
        response: { 200: emptyResult },
      }),
      (req) => done(service.updateNav(callerOf(req), req.params.id, req.body)),
    );
    r.delete(
      `${NAVS}/:id`,
      navs.act({ summary: 'Delete a navigation item', params: pageIdParams, response: { 200: emptyResult } }),
      (req) => done(service.deleteNav(callerOf(req), req.params.id)),
    );
  };
}
