import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { Idempotency } from '../../platform/http/idempotency.ts';
import { HttpPaymentProvider } from '../../platform/adapters/payment/payment-provider.ts';
import { busNotifier } from '../../platform/realtime/live-notifier.ts';
import type { GoodsPorts } from '../goods/goods.module.ts';
import type { OrdersPorts } from '../orders/orders.module.ts';
import { AfterSaleCases } from './after-sale-cases.service.ts';
import { AfterSaleIntake } from './after-sale-intake.service.ts';
import { AfterSaleNotices } from './after-sale-notices.ts';
import { AfterSaleQueries } from './after-sale-queries.service.ts';
import { AfterSalesRepository } from './after-sale.repository.ts';
import { afterSalesRoutes } from './after-sale.routes.ts';
import { CancelRequests } from './cancel-requests.service.ts';
import { CaseChanges } from './case-changes.ts';
import { MemberCasesRepository } from './member-cases.repository.ts';
import { openAfterSalesRoutes } from './open-after-sale.routes.ts';
import { paymentCallbackRoutes } from './refunds/payment-callback.routes.ts';
import { startRefundRetryWorker } from './refunds/refund-retry-worker.ts';
import { RefundsRepository } from './refunds/refunds.repository.ts';
import { refundsRoutes } from './refunds/refunds.routes.ts';
import { RefundService } from './refunds/refunds.service.ts';
import { buildMembersPointsPort } from '../members/members.module.ts';

/** Reads of after-sale cases other areas show: a member's cases (the members area's detail). */
export interface AfterSalePorts {
  memberCases: MemberCasesRepository['page'];
  /** Paid refunds per order, fen (the invoices area's amounts and red-letter rule). */
  paidRefunds: RefundsRepository['paidTotals'];
}

/** Builds the after-sale area (cases, refunds, cancel requests) on top of the orders module, whose
 * state changes it uses to hold and release orders, and registers its routes. */
export async function registerAfterSaleModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  orders: OrdersPorts,
  goods: GoodsPorts,
): Promise<AfterSalePorts> {
  const repo = new AfterSalesRepository(ctx.db);
  const refundsRepo = new RefundsRepository(ctx.db);
  const notices = new AfterSaleNotices(busNotifier(ctx.bus), orders.reads);
  const changes = new CaseChanges(repo, orders.changes, ctx.log, ctx.clock, notices);
  const provider = ctx.config.payment ? new HttpPaymentProvider(ctx.config.payment) : null;
  const refunds = new RefundService(
    refundsRepo,
    repo,
    orders.reads,
    changes,
    provider,
    ctx.log,
    ctx.clock,
    notices,
    // Points taken back when a refund is paid (issue 22), in the refund's transaction.
    buildMembersPointsPort(ctx.db),
  );
  // The cancel of a paid order (orders' auth-cancel) records and pays its refund here.
  orders.changes.useCancelRefunds(refunds);
  const cases = new AfterSaleCases(repo, changes, ctx.clock, goods.stock);
  const queries = new AfterSaleQueries(repo, refundsRepo);
  const cancels = new CancelRequests(orders.reads, orders.changes, notices);
  const intake = new AfterSaleIntake(repo, orders.reads, orders.changes, ctx.log, ctx.clock, notices);

  await api.register(afterSalesRoutes({ cases, refunds, queries, guard: ctx.guard }));
  await api.register(refundsRoutes({ refunds, queries, cancels, guard: ctx.guard }));
  await api.register(
    openAfterSalesRoutes({
      intake,
      cases,
      cancels,
      idempotency: new Idempotency(ctx.db, ctx.clock),
      openApi: ctx.openApi,
    }),
  );
  await api.register(paymentCallbackRoutes({ refunds }));
  if (ctx.config.payment) {
    const worker = startRefundRetryWorker(refunds, ctx.config.payment.retryIntervalMs, api.log);
    api.addHook('onClose', async () => worker.stop());
  }
  const memberCases = new MemberCasesRepository(ctx.db);
  return {
    memberCases: (shopId, memberId, page) => memberCases.page(shopId, memberId, page),
    paidRefunds: (shopId, orderIds) => refundsRepo.paidTotals(shopId, orderIds),
  };
}
