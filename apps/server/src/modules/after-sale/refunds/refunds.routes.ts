import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  offlineRefundBody,
  refundListQuery,
  refundRow,
  refuseCancelBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { orderSummary } from '@rxdesk/contract/orders/orders';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import type { AfterSaleQueries } from '../after-sale-queries.service.ts';
import { toRefundRow } from '../after-sale-mappers.ts';
import type { CancelRequests } from '../cancel-requests.service.ts';
import type { RefundService } from './refunds.service.ts';

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  423: apiError,
  503: apiError,
};
const params = z.object({ refund_sn: z.string().min(1).max(40) });

/** The refund list (permission refund-list), and the seller's refusal of a cancel request. */
export function refundsRoutes(deps: {
  refunds: RefundService;
  queries: AfterSaleQueries;
  cancels: CancelRequests;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const opts = { onRequest: deps.guard({ permission: 'refund-list' }) };
    const tags = ['after-sale'];
    r.get(
      '/seller/refunds',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Every refund with its state, newest first',
          querystring: refundListQuery,
          response: { 200: pageOf(refundRow), ...errors },
        },
      },
      (req) => deps.queries.refundList(callerOf(req).shopId, req.query),
    );
    r.get(
      '/seller/refunds/:refund_sn',
      { ...opts, schema: { tags, summary: 'One refund', params, response: { 200: refundRow, ...errors } } },
      (req) => deps.queries.refund(callerOf(req).shopId, req.params.refund_sn),
    );
    r.post(
      '/seller/refunds/:refund_sn/retry',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Send a pending or failed online refund to the payment provider again',
          params,
          response: { 200: refundRow, ...errors },
        },
      },
      async (req) => toRefundRow(await deps.refunds.retry(callerOf(req), req.params.refund_sn)),
    );
    r.post(
      '/seller/refunds/:refund_sn/offline',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Record a pending or failed refund as paid offline (its case completes)',
          params,
          body: offlineRefundBody,
          response: { 200: refundRow, ...errors },
        },
      },
      async (req) =>
        toRefundRow(await deps.refunds.markOffline(callerOf(req), req.params.refund_sn, req.body.note)),
    );
    r.post(
      '/seller/trade/orders/:sn/refuse-cancel',
      {
        onRequest: deps.guard({ permission: 'order-list' }),
        schema: {
          tags: ['orders'],
          summary: "Refuse the buyer's cancel request (the order goes on)",
          params: z.object({ sn: z.string().min(1).max(32) }),
          body: refuseCancelBody,
          response: { 200: orderSummary, ...errors },
        },
      },
      (req) => deps.cancels.refuse(callerOf(req), req.params.sn, req.body.reason),
    );
  };
}
