import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { intakeOrderBody, intakeOrderResult } from '@rxdesk/contract/orders/order-intake';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import { idempotentInTransaction } from '../../platform/http/idempotent-reply.ts';
import { openRoutes } from '../../platform/http/route-schema.ts';
import type { OrderIntakeService } from './order-intake.service.ts';

/** The open API for the storefront, ERP and POS (not for the browser): shop API key in
 * `X-Api-Key`, retries made safe by `Idempotency-Key`. */
export function openOrdersRoutes(deps: {
  intake: OrderIntakeService;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'orders');
    r.post(
      '/open/orders',
      open({
        summary: 'Place an order (prices and stock from the catalogue); Idempotency-Key makes retries safe',
        headers: openApiHeaders,
        body: intakeOrderBody,
        security: [{ apiKey: [] }],
        response: {
          201: intakeOrderResult,
        },
      }),
      (req, reply) =>
        idempotentInTransaction(deps, req, reply, openShopOf(req), 'open.orders', req.body, 201, (key) =>
          deps.intake.place(openShopOf(req), req.body, key),
        ),
    );
  };
}
