import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { intakeOrderBody, intakeOrderResult } from '@rxdesk/contract/orders/orders';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import type { OrderIntakeService } from './order-intake.service.ts';

/** The open API for the storefront, ERP and POS (not for the browser): shop API key in
 * `X-Api-Key`, retries made safe by `Idempotency-Key`. */
export function openOrdersRoutes(deps: {
  intake: OrderIntakeService;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/open/orders',
      {
        onRequest: deps.openApi(),
        schema: {
          tags: ['open'],
          summary: 'Place an order (prices and stock from the catalogue); Idempotency-Key makes retries safe',
          headers: z.object({
            'x-api-key': z.string().optional(),
            'idempotency-key': z.string().min(8).max(100).optional(),
          }),
          body: intakeOrderBody,
          security: [{ apiKey: [] }],
          response: {
            201: intakeOrderResult,
            400: apiError,
            401: apiError,
            409: apiError,
            422: apiError,
            423: apiError,
          },
        },
      },
      async (req, reply) => {
        const shopId = openShopOf(req);
        const key = req.headers['idempotency-key'];
        if (!key) return reply.status(201).send(await deps.intake.place(shopId, req.body));
        const result = await deps.idempotency.run(shopId, 'open.orders', key, req.body, async () => ({
          statusCode: 201,
          body: await deps.intake.place(shopId, req.body),
        }));
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(result.statusCode as 201).send(result.body as z.infer<typeof intakeOrderResult>);
      },
    );
  };
}
