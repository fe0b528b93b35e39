import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteShow } from '@rxdesk/contract/settings/site';
import { publicRoutes } from '../../platform/http/route-schema.ts';

/** §7's site-show call: the browser asks it at start-up, before anyone signs in, and uses the
 * answer only for the page title — so it is public and says nothing about any shop. */
export function siteRoutes(deps: { siteName: string }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = publicRoutes(['settings']);
    r.get(
      '/base/site-show',
      open({ summary: "The site's name, for the page title", response: { 200: siteShow } }),
      () => ({
        site_name: deps.siteName,
      }),
    );
  };
}
