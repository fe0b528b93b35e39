import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { pointsOrderBody, pointsOrderResult } from '@rxdesk/contract/points/points-orders';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import { idempotentInTransaction } from '../../platform/http/idempotent-reply.ts';
import { openRoutes } from '../../platform/http/route-schema.ts';
import type { PointsOrderIntakeService } from './points-order-intake.service.ts';

/** The open API's points-mall exchange (issue 22): shop API key in `X-Api-Key`, retries made safe
 * by `Idempotency-Key`, exactly as POST /open/orders. */
export function openPointsOrdersRoutes(deps: {
  intake: PointsOrderIntakeService;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'orders');
    r.post(
      '/open/points-orders',
      open({
        summary: 'Exchange points goods for a member (points and cash); Idempotency-Key makes retries safe',
        headers: openApiHeaders,
        body: pointsOrderBody,
        security: [{ apiKey: [] }],
        response: { 201: pointsOrderResult },
      }),
      (req, reply) =>
        idempotentInTransaction(
          deps,
          req,
          reply,
          openShopOf(req),
          'open.points-orders',
          req.body,
          201,
          (key) => deps.intake.place(openShopOf(req), req.body, key),
        ),
    );
  };
}
