import type { Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Order, OrderTable } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { StateChanges, type ChangeActor } from '../../platform/state/state-changes.ts';
import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { ORDER_MACHINE, type OrderAction, type OrderFacts } from './order-state-machine.ts';
import { factsOf, toPendingEntry } from './order-mappers.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import { enteringStatus } from './order-timestamps.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { StockPort } from '../goods/goods.module.ts';
import type { MembersPointsPort } from '../members/members.module.ts';
import { tierPointsOf } from './order-promotion-record.ts';

type Trx = Kysely<Database>;

/** The actions that hand the goods over or send them out. */
const SHIP_ACTIONS: ReadonlySet<OrderAction> = new Set(['setout', 'delivery', 'dispatching', 'pick']);

/** What the cancel of a paid order needs from the refund service (modules/after-sale). */
export interface CancelRefunds {
  recordForCancel(trx: Trx, order: Order, reason: string): Promise<void>;
  submitForCancel(order: Order): Promise<void>;
}

/** Who made a change: a signed-in user, or the system (intake, partner callbacks). */
export type Actor = ChangeActor<never>;

export interface ChangeSpec {
  action: OrderAction;
  message: string;
  patch?: Updateable<OrderTable>;
  /** Extra conditions of the conditional update (e.g. the rider state seen). */
  deliveryStatus?: string[];
  /** More writes in the same transaction (batch numbers, refunds, restock). */
  alsoInTransaction?: (trx: Trx, order: Order, to: string) => Promise<void>;
  /** Runs after the commit and the order's own notices (e.g. send a refund to the provider). */
  afterCommit?: (updated: Order) => Promise<void>;
  detail?: Record<string, unknown>;
}

interface Guard {
  deliveryStatus: string[];
}
class OrderKernel extends StateChanges<
  Order,
  OrderFacts,
  OrderStatus,
  OrderAction,
  never,
  Updateable<OrderTable>,
  Trx,
  Guard
> {}

const stepped = new WeakMap<object, Set<number>>();
/** Whether this is the first conditional update of order `id` in transaction `trx`. */
function firstStep(trx: object, id: number): boolean {
  const ids = stepped.get(trx) ?? new Set<number>();
  stepped.set(trx, ids);
  if (ids.has(id)) return false;
  ids.add(id);
  return true;
}

/** Runs one order change through the state kernel (platform/state): the order machine, the
 * orders repository's conditional update, the flow step and order log as history, the status
 * counters, the operation log, and the live notices after the commit. A concurrent change of the
 * same order makes the conditional update miss, and this one answers 409 having changed nothing. */
export class OrderChanges {
  private readonly kernel: OrderKernel;

  constructor(
    private readonly repo: OrdersRepository,
    log: OperationLog,
    private readonly clock: Clock,
    private readonly notifier: LiveNotifier,
    private readonly stock: StockPort,
    private readonly points: MembersPointsPort,
  ) {
    this.kernel = new OrderKernel(
      ORDER_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        // The first step compares every fact the machine read; later steps of the same change
        // find the row as the earlier ones left it (and already hold it).
        changeStatus: (trx, o, from, patch, guard) => {
          const first = firstStep(trx, o.id);
          return repo.transition(
            trx,
            o.id,
            first ? { ...factsOf(o), status: from } : { status: from },
            patch,
            guard,
          );
        },
        addHistory: async (trx, o, h) => {
          if (h.to !== h.from) await repo.addFlow(trx, o.id, h.to, h.now);
          await repo.addLog(trx, o.id, h.actorName, h.action, h.message, h.now);
        },
        reload: async (o) => (await repo.findBySn(o.shop_id, o.sn)) as Order,
      },
      {
        facts: (o) => factsOf(o),
        status: (o) => o.status as OrderStatus,
        // Leaving an after-sale case gives the order back its status; it does not enter it anew
        // (paid_at, completed_at keep their first values).
        entering: (o, from, to, now, action) =>
          to !== from && action !== 'afterSaleClose' ? enteringStatus(to, o, now) : {},
        alsoInTransaction: async (trx, o, to) => {
          if (to === o.status) return;
          await repo.bumpCounter(trx, o.shop_id, o.status, o.shipping_type, -1);
          await repo.bumpCounter(trx, o.shop_id, to, o.shipping_type, 1);
          await this.earnPoints(trx, o, to);
        },
        notify: (before, after) => this.afterCommit(before, after),
        audit: { prefix: 'order', target: (o) => o.sn },
      },
      log,
      clock,
    );
  }

  async load(shopId: number, sn: string): Promise<Order> {
    const o = await this.repo.findBySn(shopId, sn);
    if (!o) throw notFound();
    return o;
  }

  /** An order received or completed earns its member 1 point per whole yuan, once: the ledger
   * writes nothing for an order sn that already earned (COD's ROG → COMPLETE, the return from an
   * after-sale case). A paid order counts what was paid; cash on delivery, the order price. */
  private async earnPoints(trx: Trx, o: Order, to: string): Promise<void> {
    if (o.member_id === null || (to !== 'ROG' && to !== 'COMPLETE')) return;
    // A points-mall exchange earns no points (it spends them).
    if (o.order_type === 'POINTS') return;
    const fen = o.paid === 1 ? o.paid_amount : o.order_price;
    await this.points.earnOnceInTrx(trx, {
      shopId: o.shop_id,
      memberId: o.member_id,
      points: Math.floor(fen / 100),
      reason: '订单完成奖励',
      ref: o.sn,
      at: this.clock.now(),
    });
    // The full-cut tier's points (issue 22), their own ledger row so each is earned once.
    await this.points.earnOnceInTrx(trx, {
      shopId: o.shop_id,
      memberId: o.member_id,
      points: tierPointsOf(o.promotions),
      reason: '满减满赠赠送积分',
      ref: `${o.sn}:full-cut`,
      at: this.clock.now(),
    });
  }

  /** Refuses (409) when the state machine says no, with the reason the user reads. */
  decideOrRefuse(order: Order, action: OrderAction): OrderStatus {
    return this.kernel.decideOrRefuse(order, action);
  }

  async apply(actor: Actor, order: Order, spec: ChangeSpec): Promise<Order> {
    if (SHIP_ACTIONS.has(spec.action)) for (const check of this.shipChecks) await check(order);
    return this.kernel.apply(actor, order, {
      steps: [{ action: spec.action, message: spec.message, patch: spec.patch }],
      guard: spec.deliveryStatus ? { deliveryStatus: spec.deliveryStatus } : undefined,
      alsoInTransaction: spec.alsoInTransaction,
      afterCommit:
        spec.action === 'setout' && this.setoutListeners.length > 0
          ? async (updated) => {
              await spec.afterCommit?.(updated);
              for (const listener of this.setoutListeners) await listener(updated);
            }
          : spec.afterCommit,
      detail: spec.detail,
    });
  }

  /** Told after an express shipment (setout) commits: the waybills area subscribes the parcel's
   * tracking. A listener handles its own failures (the shipment stands either way). */
  private readonly setoutListeners: ((order: Order) => Promise<void>)[] = [];
  afterSetout(listener: (order: Order) => Promise<void>): void {
    this.setoutListeners.push(listener);
  }

  /** Live notices follow the committed change: an order that leaves the pending-entry list is
   * announced as entered (11); one re-submitted after an entry failure is new again (10). */
  private async afterCommit(before: Order, after: Order): Promise<void> {
    // Entering or leaving an after-sale case is announced by the after-sale module (12, 13, 14):
    // an order coming back from AFTER_SERVICE is not a new order (10 would ring and print).
    if (before.status === 'AFTER_SERVICE' || after.status === 'AFTER_SERVICE') return;
    const wasPending =
      before.entry_status === 0 && before.status !== 'CANCELLED' && before.status !== 'INTODB_ERROR';
    const isPending =
      after.entry_status === 0 && after.status !== 'CANCELLED' && after.status !== 'INTODB_ERROR';
    if (wasPending && !isPending)
      await this.notifier.notice(after.shop_id, LIVE_NOTICE.ORDER_ENTERED, { order_sn: after.sn });
    if (!wasPending && isPending)
      await this.notifier.notice(
        after.shop_id,
        LIVE_NOTICE.NEW_ORDER,
        toPendingEntry(after, LIVE_NOTICE.NEW_ORDER),
      );
  }

  /** Checks another area makes before an order ships (an assemble order's team has formed). */
  private readonly shipChecks: ((order: Order) => Promise<void>)[] = [];
  beforeShip(check: (order: Order) => Promise<void>): void {
    this.shipChecks.push(check);
  }

  /** Records and pays out refunds; the after-sale module's refund service registers itself here
   * (it is built after this module because it needs OrderChanges to close cases). */
  private cancelRefunds: CancelRefunds | null = null;
  useCancelRefunds(refunds: CancelRefunds): void {
    this.cancelRefunds = refunds;
  }

  /** The refund record of a paid order that is cancelled (what is left after earlier refunds). */
  async refundOnCancel(trx: Trx, order: Order, reason: string): Promise<void> {
    if (!this.cancelRefunds) throw new Error('no refund service registered with OrderChanges');
    await this.cancelRefunds.recordForCancel(trx, order, reason);
  }

  /** After the cancel committed: an online refund goes to the payment provider. */
  async payCancelRefund(order: Order): Promise<void> {
    await this.cancelRefunds?.submitForCancel(order);
  }

  /** What other areas give back when an order is cancelled (seckill units and coupons, points
   * of a points order …), each in the cancel's transaction; registered by the module wiring. */
  private readonly releases: ((trx: Trx, order: Order, at: number) => Promise<void>)[] = [];
  onCancelRelease(release: (trx: Trx, order: Order, at: number) => Promise<void>): void {
    this.releases.push(release);
  }

  /** A cancelled order's units go back into the very batches its lines took, and what its
   * pricing took (or another area registered) goes back too. */
  async restock(trx: Trx, order: Order): Promise<void> {
    const now = this.clock.now();
    const items = await this.repo.items(order.id, trx);
    await this.stock.putBackLinesInTrx(
      trx,
      items.map((i) => ({ orderItemId: i.id, num: i.num })),
      { shopId: order.shop_id, kind: 'CANCEL', ref: order.sn, now },
    );
    for (const release of this.releases) await release(trx, order, now);
  }
}
