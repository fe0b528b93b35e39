import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthDown, healthOk } from '@rxdesk/contract/common/health';
import type { Db } from '../db/database.ts';
import { pingDatabase } from '../db/ping.ts';
import { internalRoute } from './route-schema.ts';

/** Liveness that means something: answers ok only when the database answers. */
export function healthRoutes(deps: { db: Db; dialect: string }): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      internalRoute(['platform'], {
        summary: 'Health check (database round trip)',
        response: { 200: healthOk, 503: healthDown },
      }),
      async (_req, reply) => {
        try {
          await pingDatabase(deps.db);
          return { status: 'ok' as const, db: 'ok' as const, dialect: deps.dialect };
        } catch (err) {
          _req.log.error({ err }, 'health check: database unreachable');
          return reply
            .status(503)
            .send({ status: 'error' as const, db: 'error' as const, dialect: deps.dialect });
        }
      },
    );
  };
}
