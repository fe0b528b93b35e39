import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { regionIdParams, regionNodes } from '@rxdesk/contract/regions/regions';
import type { AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { RegionsService } from './regions.service.ts';

// The divisions change only with a new release (a migration), so a browser may keep an answer for
// a day; private because the calls are signed in.
const CACHE_CONTROL = 'private, max-age=86400';

/** The region picker's two calls (§7); any signed-in seller may read them. */
export function regionsRoutes(deps: { service: RegionsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['regions']);
    const schema = (summary: string) =>
      read({ summary, params: regionIdParams, response: { 200: regionNodes } });
    /** The rows, marked as a browser may keep them for a day. */
    const cached = <T>(reply: FastifyReply, rows: T) => {
      reply.header('cache-control', CACHE_CONTROL);
      return rows;
    };
    r.get(
      '/base/regions/:id/children',
      schema('Regions under a region (id 0: the provinces); [] under a leaf'),
      async (req, reply) => cached(reply, await deps.service.children(req.params.id)),
    );
    r.get(
      '/system/regions/parent/:id',
      schema('The path from the province down to this region, itself included'),
      async (req, reply) => cached(reply, await deps.service.parentChain(req.params.id)),
    );
  };
}
