import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import { pendingAfterSaleList } from '@rxdesk/contract/live/live-notices';
import {
  afterSaleCounts,
  afterSaleDetail,
  afterSaleHistory,
  afterSaleListQuery,
  afterSaleRow,
  approveBody,
  closeBody,
  refundBody,
  refuseBody,
  serviceSnParams,
  shipmentBody,
  stockInBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import { sellerOf, type AfterSaleCases } from './after-sale-cases.service.ts';
import type { AfterSaleQueries } from './after-sale-queries.service.ts';
import type { RefundService } from './refunds/refunds.service.ts';

const BASE = '/seller/after-sales';

/** The seller's after-sale cases (permission service-list). Each action answers the case detail. */
export function afterSalesRoutes(deps: {
  cases: AfterSaleCases;
  refunds: RefundService;
  queries: AfterSaleQueries;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const routes = sellerRoutes(deps.guard, ['after-sale'], 'service-list');
    const store = sellerRoutes(deps.guard, ['store'], 'service-list');
    const { cases, queries } = deps;
    // 503 besides the usual: a refund needs the payment provider, which may not be configured.
    const act = <B extends z.ZodType>(summary: string, body: B) =>
      routes.act({
        summary,
        params: serviceSnParams,
        body,
        response: { 200: afterSaleDetail, 503: apiError },
      });

    r.get(
      BASE,
      routes.read({
        summary: 'After-sale cases, newest first',
        querystring: afterSaleListQuery,
        response: { 200: pageOf(afterSaleRow) },
      }),
      (req) => queries.list(callerOf(req).shopId, req.query),
    );
    r.get(
      `${BASE}/count`,
      routes.read({ summary: 'Cases per status, ALL and awaiting', response: { 200: afterSaleCounts } }),
      (req) => queries.counts(callerOf(req).shopId),
    );
    r.get(
      `${BASE}/:service_sn`,
      routes.read({
        summary: 'The case: lines, amounts, logistics, refund, history',
        params: serviceSnParams,
        response: { 200: afterSaleDetail },
      }),
      (req) => queries.detail(callerOf(req).shopId, req.params.service_sn),
    );
    r.get(
      `${BASE}/:service_sn/history`,
      routes.read({
        summary: 'Every change of the case, oldest first',
        params: serviceSnParams,
        response: { 200: afterSaleHistory },
      }),
      (req) => queries.history(callerOf(req).shopId, req.params.service_sn),
    );
    r.post(
      `${BASE}/:service_sn/approve`,
      act('Approve (APPLY → PASS); refund cases fix the amount', approveBody),
      async (req) => queries.detailOf(await cases.approve(callerOf(req), req.params.service_sn, req.body)),
    );
    r.post(
      `${BASE}/:service_sn/refuse`,
      act('Refuse (APPLY → REFUSE); the order gets its status back', refuseBody),
      async (req) =>
        queries.detailOf(await cases.refuse(callerOf(req), req.params.service_sn, req.body.reason)),
    );
    r.post(
      `${BASE}/:service_sn/ship-back`,
      act("Record the buyer's return parcel (PASS → SHIPPED_BACK)", shipmentBody),
      async (req) => {
        const auth = callerOf(req);
        const c = await cases.load(auth.shopId, req.params.service_sn);
        return queries.detailOf(await cases.shipBack(sellerOf(auth), c, req.body));
      },
    );
    r.post(
      `${BASE}/:service_sn/stock-in`,
      act('Returned goods received (→ STOCK_IN, back to stock)', stockInBody),
      async (req) =>
        queries.detailOf(await cases.stockIn(callerOf(req), req.params.service_sn, req.body.remark)),
    );
    r.post(
      `${BASE}/:service_sn/refund`,
      act(
        'Refund the approved amount: ORIGINAL through the payment provider, or OFFLINE with a note',
        refundBody,
      ),
      async (req) => {
        const auth = callerOf(req);
        const c = await cases.load(auth.shopId, req.params.service_sn);
        return queries.detailOf(await deps.refunds.startForCase(auth, c, req.body.method, req.body.note));
      },
    );
    r.post(
      `${BASE}/:service_sn/reship`,
      act('Ship the replacement / missing goods (→ COMPLETED)', shipmentBody),
      async (req) => queries.detailOf(await cases.reship(callerOf(req), req.params.service_sn, req.body)),
    );
    r.post(`${BASE}/:service_sn/close`, act('Close (APPLY / PASS → CLOSED)', closeBody), async (req) => {
      const auth = callerOf(req);
      const c = await cases.load(auth.shopId, req.params.service_sn);
      return queries.detailOf(await cases.close(sellerOf(auth), c, req.body.reason));
    });

    r.get(
      '/seller/store/after-sales/pending',
      store.read({
        summary: 'Cases waiting for the seller (§3 pending after-sale fields), newest first',
        response: { 200: pendingAfterSaleList },
      }),
      (req) => queries.pending(callerOf(req).shopId),
    );
  };
}
