import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  sorderCancelBody,
  sorderCounts,
  sorderDetail,
  sorderListQuery,
  sorderParams,
  sorderSummary,
  supplierList,
} from '@rxdesk/contract/orders/drop-ship';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { SorderActions } from './sorder-actions.service.ts';
import type { SupplierOrdersService } from './drop-ship.service.ts';

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
    const routes = sellerRoutes(deps.guard, ['drop-ship'], 'sorder-list');
    const { reads, actions } = deps;

    r.get(
      BASE,
      routes.read({
        summary: 'Drop-ship sub-orders, newest first',
        querystring: sorderListQuery,
        response: { 200: pageOf(sorderSummary) },
      }),
      (req) => reads.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/count`,
      routes.read({ summary: 'Counts: ALL and per status', response: { 200: sorderCounts } }),
      (req) => reads.counts(callerOf(req)),
    );
    r.get(
      '/seller/trade/suppliers',
      routes.read({ summary: "The shop's contracted suppliers", response: { 200: supplierList } }),
      (req) => reads.suppliers(callerOf(req)),
    );
    r.get(
      `${BASE}/:ssid/:sn`,
      routes.read({
        summary: 'One sub-order (ssid plus the parent order sn): lines, supplier, logistics, log',
        params: sorderParams,
        response: { 200: sorderDetail },
      }),
      (req) => reads.detail(callerOf(req), req.params.ssid, req.params.sn),
    );

    const act = (summary: string) =>
      routes.act({ summary, params: sorderParams, response: { 200: sorderSummary } });
    const actWith = <B extends z.ZodType>(summary: string, body: B) =>
      routes.act({ summary, params: sorderParams, body, response: { 200: sorderSummary } });
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
