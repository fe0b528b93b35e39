import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import {
  cancelRequestBody,
  cancelRequestResult,
  closeBody,
  openAfterSaleBody,
  openAfterSaleResult,
  openCaseState,
  serviceSnParams,
  shipmentBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { orderSnParams } from '@rxdesk/contract/orders/orders';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import { idempotent } from '../../platform/http/idempotent-reply.ts';
import { openRoutes } from '../../platform/http/route-schema.ts';
import { BUYER, type AfterSaleCases } from './after-sale-cases.service.ts';
import type { AfterSaleIntake } from './after-sale-intake.service.ts';
import type { CancelRequests } from './cancel-requests.service.ts';

/** The buyer's side of after-sale through the storefront (X-Api-Key): raise a case, post the goods
 * back, withdraw; ask to cancel an order. */
export function openAfterSalesRoutes(deps: {
  intake: AfterSaleIntake;
  cases: AfterSaleCases;
  cancels: CancelRequests;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'after-sale');

    r.post(
      '/open/after-sales',
      open({
        summary: 'Raise an after-sale case for an order (notice 12); Idempotency-Key makes retries safe',
        headers: openApiHeaders,
        body: openAfterSaleBody,
        response: { 201: openAfterSaleResult },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        return idempotent(deps, req, reply, shopId, 'open.after-sales', req.body, 201, () =>
          deps.intake.raise(shopId, req.body),
        );
      },
    );
    r.post(
      '/open/after-sales/:service_sn/ship-back',
      open({
        summary: 'The buyer posted the goods back (PASS → SHIPPED_BACK)',
        headers: openApiHeaders,
        params: serviceSnParams,
        body: shipmentBody,
        response: { 200: openCaseState },
      }),
      async (req) => {
        const shopId = openShopOf(req);
        const c = await deps.cases.load(shopId, req.params.service_sn);
        const after = await deps.cases.shipBack(BUYER, c, req.body);
        return { service_sn: after.service_sn, service_status: after.status as 'SHIPPED_BACK' };
      },
    );
    r.post(
      '/open/after-sales/:service_sn/close',
      open({
        summary: 'The buyer withdraws the case (APPLY / PASS → CLOSED)',
        headers: openApiHeaders,
        params: serviceSnParams,
        body: closeBody,
        response: { 200: openCaseState },
      }),
      async (req) => {
        const shopId = openShopOf(req);
        const c = await deps.cases.load(shopId, req.params.service_sn);
        const after = await deps.cases.close(BUYER, c, req.body.reason);
        return { service_sn: after.service_sn, service_status: after.status as 'CLOSED' };
      },
    );
    r.post(
      '/open/orders/:sn/cancel-request',
      open({
        summary: 'The buyer asks to cancel an order before it ships (notice 16)',
        headers: openApiHeaders,
        params: orderSnParams,
        body: cancelRequestBody,
        response: { 200: cancelRequestResult },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        // The order number is part of the request: the same key for another order is another request.
        return idempotent(
          deps,
          req,
          reply,
          shopId,
          'open.cancel-request',
          { sn: req.params.sn, ...req.body },
          200,
          () => deps.cancels.request(shopId, req.params.sn, req.body.reason),
        );
      },
    );
  };
}
