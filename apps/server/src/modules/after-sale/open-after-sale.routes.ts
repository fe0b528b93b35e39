import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import {
  cancelRequestBody,
  cancelRequestResult,
  closeBody,
  openAfterSaleBody,
  openAfterSaleResult,
  openCaseState,
  shipmentBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import { idempotent } from '../../platform/http/idempotent-reply.ts';
import { BUYER, type AfterSaleCases } from './after-sale-cases.service.ts';
import type { AfterSaleIntake } from './after-sale-intake.service.ts';
import type { CancelRequests } from './cancel-requests.service.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError, 422: apiError, 423: apiError };
const headers = z.object({
  'x-api-key': z.string().optional(),
  'idempotency-key': z.string().min(8).max(100).optional(),
});

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
    const tags = ['open'];
    const security = [{ apiKey: [] }];
    const caseParams = z.object({ service_sn: z.string().min(1).max(32) });

    r.post(
      '/open/after-sales',
      {
        onRequest: deps.openApi(),
        schema: {
          tags,
          summary: 'Raise an after-sale case for an order (notice 12); Idempotency-Key makes retries safe',
          headers,
          body: openAfterSaleBody,
          security,
          response: { 201: openAfterSaleResult, ...errors },
        },
      },
      async (req, reply) => {
        const shopId = openShopOf(req);
        return idempotent(deps, req, reply, shopId, 'open.after-sales', req.body, 201, () =>
          deps.intake.raise(shopId, req.body),
        );
      },
    );
    r.post(
      '/open/after-sales/:service_sn/ship-back',
      {
        onRequest: deps.openApi(),
        schema: {
          tags,
          summary: 'The buyer posted the goods back (PASS → SHIPPED_BACK)',
          headers,
          params: caseParams,
          body: shipmentBody,
          security,
          response: { 200: openCaseState, ...errors },
        },
      },
      async (req) => {
        const shopId = openShopOf(req);
        const c = await deps.cases.load(shopId, req.params.service_sn);
        const after = await deps.cases.shipBack(BUYER, c, req.body);
        return { service_sn: after.service_sn, service_status: after.status as 'SHIPPED_BACK' };
      },
    );
    r.post(
      '/open/after-sales/:service_sn/close',
      {
        onRequest: deps.openApi(),
        schema: {
          tags,
          summary: 'The buyer withdraws the case (APPLY / PASS → CLOSED)',
          headers,
          params: caseParams,
          body: closeBody,
          security,
          response: { 200: openCaseState, ...errors },
        },
      },
      async (req) => {
        const shopId = openShopOf(req);
        const c = await deps.cases.load(shopId, req.params.service_sn);
        const after = await deps.cases.close(BUYER, c, req.body.reason);
        return { service_sn: after.service_sn, service_status: after.status as 'CLOSED' };
      },
    );
    r.post(
      '/open/orders/:sn/cancel-request',
      {
        onRequest: deps.openApi(),
        schema: {
          tags,
          summary: 'The buyer asks to cancel an order before it ships (notice 16)',
          headers,
          params: z.object({ sn: z.string().min(1).max(32) }),
          body: cancelRequestBody,
          security,
          response: { 200: cancelRequestResult, ...errors },
        },
      },
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
