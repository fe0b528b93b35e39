import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { pingDatabase } from '../db/ping.ts';

/** Liveness that means something: answers ok only when the database answers. */
export function healthRoutes(deps: { db: Db; dialect: string }): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Health check (database round trip)',
          response: {
            200: z.object({ status: z.literal('ok'), db: z.literal('ok'), dialect: z.string() }),
            503: z.object({ status: z.literal('error'), db: z.literal('error'), dialect: z.string() }),
          },
        },
      },
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
