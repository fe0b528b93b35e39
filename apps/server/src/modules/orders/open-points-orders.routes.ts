import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import {
  pointsOrderBody,
  pointsOrderResult,
  type PointsOrderResult,
} from '@rxdesk/contract/points/points-orders';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
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
    const { open } = openRoutes(deps.openApi);
    r.post(
      '/open/points-orders',
      open({
        summary: 'Exchange points goods for a member (points and cash); Idempotency-Key makes retries safe',
        headers: openApiHeaders,
        body: pointsOrderBody,
        security: [{ apiKey: [] }],
        response: { 201: pointsOrderResult },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        const key = req.headers['idempotency-key'];
        if (!key) return reply.status(201).send(await deps.intake.place(shopId, req.body));
        const result = await deps.idempotency.runInTransaction(
          shopId,
          'open.points-orders',
          key,
          req.body,
          async (k) => ({ statusCode: 201, body: await deps.intake.place(shopId, req.body, k) }),
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(result.statusCode as 201).send(result.body as PointsOrderResult);
      },
    );
  };
}
