import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import type { PendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import type { Db } from '../../platform/db/database.ts';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import { Idempotency } from '../../platform/http/idempotency.ts';
import { CallLeases } from '../../platform/state/call-lease.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { busNotifier } from '../../platform/realtime/live-notifier.ts';
import { createDeliveryPartners } from '../../platform/adapters/delivery/delivery-config.ts';
import type { GoodsPorts } from '../goods/goods.module.ts';
import { buildMembersPointsPort } from '../members/members.module.ts';
import { buildPointsExchangePort } from '../points/points.module.ts';
import type { PrescriptionPorts } from '../prescription/prescription.module.ts';
import type { RegionsPort } from '../regions/regions.module.ts';
import { buildFreightQuotePort } from '../logistics/logistics.module.ts';
import { buildStoreLookupPort } from '../settings/settings.module.ts';
import type { PricingPort } from './order-intake-pricing.ts';
import type { AssemblePort } from './order-assemble.port.ts';
import type { InvoiceRequestPort } from '../invoices/invoices.module.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { openOrdersRoutes } from './open-orders.routes.ts';
import { OrderChanges } from './order-actions.service.ts';
import { OrderCommands } from './order-commands.service.ts';
import { OrderListRepository } from './order-list.repository.ts';
import { MemberOrdersRepository, type MemberOrderStats } from './member-orders.repository.ts';
import { OrderDelivery } from './order-delivery.service.ts';
import { OrderIntakeRepository } from './order-intake.repository.ts';
import { OrderIntakeService } from './order-intake.service.ts';
import { toPendingEntry, toSummary } from './order-mappers.ts';
import { OrderPrescription } from './order-prescription.service.ts';
import { OrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';
import { openPointsOrdersRoutes } from './open-points-orders.routes.ts';
import { PointsOrderIntakeService } from './points-order-intake.service.ts';
import { PointsOrderRepository } from './points-order.repository.ts';
import { pointsOrderRelease } from './points-order-release.ts';
import { storeRoutes } from './store.routes.ts';
import { StoreRepository } from './store.repository.ts';
import { StoreService } from './store.service.ts';

export type { Actor, CancelRefunds, ChangeSpec } from './order-actions.service.ts';
export type { MemberOrderStats } from './member-orders.repository.ts';

/** The one way another area changes an order's state: decide on the status seen, conditional
 * update (a miss is 409), order log, operation log, notices after commit. */
export type OrderChangesPort = Pick<
  OrderChanges,
  | 'load'
  | 'apply'
  | 'decideOrRefuse'
  | 'restock'
  | 'refundOnCancel'
  | 'payCancelRefund'
  | 'useCancelRefunds'
  | 'afterSetout'
>;

/** Reads of an order other areas show or check, and its log written in their transaction. */
export interface OrderReadPort {
  findBySn(shopId: number, sn: string): Promise<Order | undefined>;
  items(orderId: number): Promise<OrderItem[]>;
  /** A line of the order's own log inside the caller's transaction (a refund paid, say). */
  logInTrx(
    trx: Db,
    orderId: number,
    opName: string,
    action: string,
    message: string,
    at: number,
  ): Promise<void>;
  summary(o: Order): OrderSummary;
  /** The §3 pending-entry item of an order, for a live notice of `noticeType`. */
  pendingEntry(o: Order, noticeType: number): PendingEntryOrder;
  /** A member's orders, newest first (the members area's detail). */
  memberOrders(
    shopId: number,
    memberId: number,
    page: { page_no: number; page_size: number },
  ): Promise<{ rows: OrderSummary[]; total: number }>;
  /** The order figures of a page of members, one grouped query. */
  memberStats(shopId: number, memberIds: readonly number[]): Promise<Map<number, MemberOrderStats>>;
}

export interface OrdersPorts {
  reads: OrderReadPort;
  changes: OrderChangesPort;
}

/** The orders area: list, detail, seller actions, delivery, store entry, and the open-API intake
 * (which takes stock, checks the region, and runs the prescription area's intake compliance in its
 * transaction). Its drop-ship sub-orders are registered by drop-ship.module.ts. */
export async function registerOrdersModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  goods: GoodsPorts,
  regions: RegionsPort,
  prescriptions: PrescriptionPorts,
  /** The promotions area's pricing (issue 22): goods offers, full cuts, coupons. */
  pricing: PricingPort,
  /** Assemble teams (issue 22): the intake's team place and the ship actions' formed check. */
  assemble: AssemblePort,
  /** The invoices area (issue 23): the buyer's invoice request, recorded in the intake. */
  invoices: InvoiceRequestPort,
): Promise<OrdersPorts> {
  const repo = new OrdersRepository(ctx.db);
  const notifier = busNotifier(ctx.bus);
  const points = buildMembersPointsPort(ctx.db);
  const exchange = buildPointsExchangePort();
  const changes = new OrderChanges(
    repo,
    ctx.log,
    ctx.clock,
    notifier,
    goods.stock,
    // Points earned when an order is received or completed (issue 22), in the change's transaction.
    points,
  );
  // A cancel gives back the seckill / group-buy units and the coupon the order's pricing took.
  changes.onCancelRelease((trx, o, at) =>
    pricing.releaseInTrx(trx, { shopId: o.shop_id, orderId: o.id, sn: o.sn, createdAt: o.created_at, at }),
  );
  // A cancelled points order gives back its points and exchange stock.
  changes.onCancelRelease(pointsOrderRelease({ repo, points, exchange }));
  // An assemble order ships only once its team has formed (every ship action goes through here).
  changes.beforeShip((o) => assemble.checkShippable(o));
  const commands = new OrderCommands(repo, changes, regions);
  const intake = new OrderIntakeService(
    repo,
    new OrderIntakeRepository(ctx.db),
    ctx.log,
    ctx.clock,
    notifier,
    prescriptions.intake,
    regions,
    goods.stock,
    pricing,
    assemble,
    invoices,
    // EXPRESS shipping from the goods' freight templates (issue 23).
    buildFreightQuotePort(ctx.db),
    // The store an order names must be the shop's (issue 24).
    buildStoreLookupPort(ctx.db),
  );
  const orders = new OrdersService(repo, new OrderListRepository(ctx.db), goods.stock);
  await api.register(
    ordersRoutes({
      orders,
      prescription: new OrderPrescription(orders, prescriptions.records),
      commands,
      guard: ctx.guard,
      clock: ctx.clock,
    }),
  );
  // The partners sign their requests with the wall-clock time, not the app's business clock: SF
  // and Meituan refuse a request whose timestamp is minutes away from their own clock (a test app's
  // clock stands at its seed time, so a long run was refused once it passed Meituan's 10 minutes).
  const partners = createDeliveryPartners(ctx.config.delivery);
  const delivery = new OrderDelivery(
    repo,
    changes,
    { SF: partners.sf, MEITUAN: partners.meituan },
    notifier,
    ctx.clock,
    new CallLeases(ctx.db, ctx.clock),
  );
  await api.register(deliveryRoutes({ delivery, guard: ctx.guard }));
  await api.register(
    storeRoutes({
      store: new StoreService(new StoreRepository(ctx.db), ctx.log, ctx.clock),
      guard: ctx.guard,
    }),
  );
  const idempotency = new Idempotency(ctx.db, ctx.clock);
  await api.register(openOrdersRoutes({ intake, idempotency, openApi: ctx.openApi }));
  const pointsIntake = new PointsOrderIntakeService({
    repo,
    intakeRepo: new OrderIntakeRepository(ctx.db),
    pointsRepo: new PointsOrderRepository(),
    exchange,
    points,
    stock: goods.stock,
    regions,
    log: ctx.log,
    clock: ctx.clock,
    notifier,
  });
  await api.register(openPointsOrdersRoutes({ intake: pointsIntake, idempotency, openApi: ctx.openApi }));
  const memberOrders = new MemberOrdersRepository(ctx.db);
  return {
    reads: {
      memberOrders: async (shopId, memberId, page) => {
        const { rows, total } = await memberOrders.page(shopId, memberId, page);
        return { rows: rows.map(toSummary), total };
      },
      memberStats: (shopId, memberIds) => memberOrders.stats(shopId, memberIds),
      findBySn: (shopId, sn) => repo.findBySn(shopId, sn),
      items: (orderId) => repo.items(orderId),
      logInTrx: (trx, orderId, opName, action, message, at) =>
        repo.addLog(trx, orderId, opName, action, message, at),
      summary: toSummary,
      pendingEntry: toPendingEntry,
    },
    changes,
  };
}
