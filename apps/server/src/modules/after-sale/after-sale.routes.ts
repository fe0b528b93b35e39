import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import { pendingAfterSale } from '@rxdesk/contract/live/live-notices';
import {
  afterSaleCounts,
  afterSaleDetail,
  afterSaleHistoryEntry,
  afterSaleListQuery,
  afterSaleRow,
  approveBody,
  closeBody,
  refundBody,
  refuseBody,
  shipmentBody,
  stockInBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerOf, type AfterSaleCases } from './after-sale-cases.service.ts';
import type { AfterSaleQueries } from './after-sale-queries.service.ts';
import type { RefundService } from './refunds/refunds.service.ts';

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  423: apiError,
  503: apiError,
};
const snParams = z.object({ service_sn: z.string().min(1).max(32) });
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
    const opts = { onRequest: deps.guard({ permission: 'service-list' }) };
    const tags = ['after-sale'];
    const { cases, queries } = deps;
    const act = <B extends z.ZodType>(summary: string, body: B) => ({
      ...opts,
      schema: { tags, summary, params: snParams, body, response: { 200: afterSaleDetail, ...errors } },
    });

    r.get(
      BASE,
      {
        ...opts,
        schema: {
          tags,
          summary: 'After-sale cases, newest first',
          querystring: afterSaleListQuery,
          response: { 200: pageOf(afterSaleRow), ...errors },
        },
      },
      (req) => queries.list(callerOf(req).shopId, req.query),
    );
    r.get(
      `${BASE}/count`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Cases per status, ALL and awaiting',
          response: { 200: afterSaleCounts, ...errors },
        },
      },
      (req) => queries.counts(callerOf(req).shopId),
    );
    r.get(
      `${BASE}/:service_sn`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'The case: lines, amounts, logistics, refund, history',
          params: snParams,
          response: { 200: afterSaleDetail, ...errors },
        },
      },
      (req) => queries.detail(callerOf(req).shopId, req.params.service_sn),
    );
    r.get(
      `${BASE}/:service_sn/history`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Every change of the case, oldest first',
          params: snParams,
          response: { 200: z.array(afterSaleHistoryEntry), ...errors },
        },
      },
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
      {
        ...opts,
        schema: {
          tags: ['store'],
          summary: 'Cases waiting for the seller (§3 pending after-sale fields), newest first',
          response: { 200: z.object({ data: z.array(pendingAfterSale), data_total: z.number() }), ...errors },
        },
      },
      (req) => queries.pending(callerOf(req).shopId),
    );
  };
}
