import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  offlineRefundBody,
  refundListQuery,
  refundRow,
  refundSnParams,
  refuseCancelBody,
} from '@rxdesk/contract/after-sale/after-sale';
import { orderSnParams, orderSummary } from '@rxdesk/contract/orders/orders';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { AfterSaleQueries } from '../after-sale-queries.service.ts';
import { toRefundRow } from '../after-sale-mappers.ts';
import type { CancelRequests } from '../cancel-requests.service.ts';
import type { RefundService } from './refunds.service.ts';

/** The refund list (permission refund-list), and the seller's refusal of a cancel request. */
export function refundsRoutes(deps: {
  refunds: RefundService;
  queries: AfterSaleQueries;
  cancels: CancelRequests;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['after-sale'], 'refund-list');
    const orders = sellerRoutes(deps.guard, ['orders'], 'order-list');
    r.get(
      '/seller/refunds',
      read({
        summary: 'Every refund with its state, newest first',
        querystring: refundListQuery,
        response: { 200: pageOf(refundRow) },
      }),
      (req) => deps.queries.refundList(callerOf(req).shopId, req.query),
    );
    r.get(
      '/seller/refunds/:refund_sn',
      read({ summary: 'One refund', params: refundSnParams, response: { 200: refundRow } }),
      (req) => deps.queries.refund(callerOf(req).shopId, req.params.refund_sn),
    );
    r.post(
      '/seller/refunds/:refund_sn/retry',
      act({
        summary: 'Send a pending or failed online refund to the payment provider again',
        params: refundSnParams,
        // 503: the payment provider is not configured.
        response: { 200: refundRow, 503: apiError },
      }),
      async (req) => toRefundRow(await deps.refunds.retry(callerOf(req), req.params.refund_sn)),
    );
    r.post(
      '/seller/refunds/:refund_sn/offline',
      act({
        summary: 'Record a pending or failed refund as paid offline (its case completes)',
        params: refundSnParams,
        body: offlineRefundBody,
        response: { 200: refundRow },
      }),
      async (req) =>
        toRefundRow(await deps.refunds.markOffline(callerOf(req), req.params.refund_sn, req.body.note)),
    );
    r.post(
      '/seller/trade/orders/:sn/refuse-cancel',
      orders.act({
        summary: "Refuse the buyer's cancel request (the order goes on)",
        params: orderSnParams,
        body: refuseCancelBody,
        response: { 200: orderSummary },
      }),
      (req) => deps.cancels.refuse(callerOf(req), req.params.sn, req.body.reason),
    );
  };
}
