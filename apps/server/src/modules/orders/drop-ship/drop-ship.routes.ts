import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  sorderCancelBody,
  sorderCounts,
  sorderDetail,
  sorderListQuery,
  sorderSummary,
  supplier,
} from '@rxdesk/contract/orders/drop-ship';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import type { SorderActions } from './sorder-actions.service.ts';
import type { SupplierOrdersService } from './drop-ship.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 423: apiError };
const idParams = z.object({ ssid: z.string().min(1).max(40), sn: z.string().min(1).max(32) });
const BASE = '/seller/trade/sorders';

/** The shop's side of drop-ship (paths ours, README "Drop-ship sub-orders"), all behind the
 * sorder-list permission and scoped to the caller's shop. Actions answer the sub-order as the
 * list shows it after the change. */
export function supplierOrdersRoutes(deps: {
  reads: SupplierOrdersService;
  actions: SorderActions;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const opts = { onRequest: deps.guard({ permission: 'sorder-list' }) };
    const tags = ['drop-ship'];
    const { reads, actions } = deps;

    r.get(
      BASE,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Drop-ship sub-orders, newest first',
          querystring: sorderListQuery,
          response: { 200: pageOf(sorderSummary), ...errors },
        },
      },
      (req) => reads.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/count`,
      {
        ...opts,
        schema: { tags, summary: 'Counts: ALL and per status', response: { 200: sorderCounts, ...errors } },
      },
      (req) => reads.counts(callerOf(req)),
    );
    r.get(
      '/seller/trade/suppliers',
      {
        ...opts,
        schema: {
          tags,
          summary: "The shop's contracted suppliers",
          response: { 200: z.array(supplier), ...errors },
        },
      },
      (req) => reads.suppliers(callerOf(req)),
    );
    r.get(
      `${BASE}/:ssid/:sn`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'One sub-order (ssid plus the parent order sn): lines, supplier, logistics, log',
          params: idParams,
          response: { 200: sorderDetail, ...errors },
        },
      },
      (req) => reads.detail(callerOf(req), req.params.ssid, req.params.sn),
    );

    const act = (summary: string) => ({
      ...opts,
      schema: { tags, summary, params: idParams, response: { 200: sorderSummary, ...errors } },
    });
    const actWith = <B extends z.ZodType>(summary: string, body: B) => ({
      ...opts,
      schema: { tags, summary, params: idParams, body, response: { 200: sorderSummary, ...errors } },
    });
    r.post(`${BASE}/:ssid/:sn/remind`, act('Remind the supplier (at most every 10 minutes)'), async (req) =>
      reads.summary(await actions.remind(callerOf(req), req.params.ssid, req.params.sn)),
    );
    r.post(
      `${BASE}/:ssid/:sn/cancel`,
      actWith('Cancel the sub-order before it ships (a reason is required)', sorderCancelBody),
      async (req) =>
        reads.summary(await actions.cancel(callerOf(req), req.params.ssid, req.params.sn, req.body.reason)),
    );
    r.post(`${BASE}/:ssid/:sn/receive`, act("Confirm the supplier's shipment arrived"), async (req) =>
      reads.summary(await actions.receive(callerOf(req), req.params.ssid, req.params.sn)),
    );
  };
}
