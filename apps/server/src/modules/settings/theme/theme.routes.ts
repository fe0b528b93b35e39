import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { themeBody, themeResult } from '@rxdesk/contract/settings/theme';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ThemeService } from './theme.service.ts';

const PATH = '/seller/user/theme';

/** The caller's theme colour (avatar menu 换肤): any signed-in seller, for themselves only. */
export function themeRoutes(deps: { service: ThemeService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['settings']);
    r.get(
      PATH,
      read({ summary: "The caller's theme colour (#RRGGBB)", response: { 200: themeResult } }),
      (req) => deps.service.get(callerOf(req)),
    );
    r.put(
      PATH,
      act({
        summary: "Change the caller's theme colour (#RRGGBB only)",
        body: themeBody,
        response: { 200: themeResult },
      }),
      (req) => deps.service.set(callerOf(req), req.body.theme_color),
    );
  };
}
