import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import { eventsBody, eventsResult } from '@rxdesk/contract/statistics/events';
import { openShopOf, type OpenApiGuard } from '../../../platform/auth/open-api-guard.ts';
import { openRoutes } from '../../../platform/http/route-schema.ts';
import type { EventsService } from './events.service.ts';

/** The storefront's clients report buyers' page views and favourites (shop API key in `X-Api-Key`). */
export function eventsRoutes(deps: { service: EventsService; openApi: OpenApiGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, ['open', 'statistics']);
    r.post(
      '/open/events',
      open({
        summary:
          'A batch (≤ 500) of view / favourite events; idempotent per event_id (repeats are counted as duplicate), bad items refused one by one',
        headers: openApiHeaders,
        body: eventsBody,
        response: { 200: eventsResult },
      }),
      (req) =>
        deps.service.ingest(openShopOf(req), req.body, localeFromHeader(req.headers['accept-language'])),
    );
  };
}
