import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopInfo } from '@rxdesk/contract/settings/shop';
import { apiError } from '@rxdesk/contract/common/api-error';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { SettingsService } from './settings.service.ts';

const errors = { 401: apiError, 403: apiError, 423: apiError };

export function settingsRoutes(deps: { service: SettingsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/seller/shops',
      {
        onRequest: deps.guard(),
        schema: { tags: ['settings'], summary: "The caller's shop", response: { 200: shopInfo, ...errors } },
      },
      (req) => deps.service.shopInfo(callerOf(req).shopId),
    );
    r.get(
      '/seller/shops/closeStatus',
      {
        onRequest: deps.guard({ allowClosedShop: true }),
        schema: {
          tags: ['settings'],
          summary: '0 open, 1 closed',
          response: { 200: z.union([z.literal(0), z.literal(1)]), ...errors },
        },
      },
      (req) => deps.service.closeStatus(callerOf(req).shopId),
    );
  };
}
