import type { Kysely, Updateable } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Order, OrderTable } from '../../platform/db/schema.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { decide, isRefusal, type OrderAction } from './order-state-machine.ts';
import { factsOf, toPendingEntry } from './order-mappers.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import { enteringStatus } from './order-timestamps.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { StockPort } from '../goods/goods.module.ts';

type Trx = Kysely<Database>;

/** What the cancel of a paid order needs from the refund service (modules/after-sale). */
export interface CancelRefunds {
  recordForCancel(trx: Trx, order: Order, reason: string): Promise<void>;
  submitForCancel(order: Order): Promise<void>;
}

/** Who made a change: a signed-in user, or the system (intake, partner callbacks). */
export interface Actor {
  auth: AuthContext | null;
  name: string;
}

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

/** Runs one state change: decide on the status seen, then one transaction of conditional update,
 * counters, flow step, order log and operation log. A concurrent change of the same order makes
 * the conditional update miss, and this one answers 409 having changed nothing. */
export class OrderChanges {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly notifier: LiveNotifier,
    private readonly stock: StockPort,
  ) {}

  async load(shopId: number, sn: string): Promise<Order> {
    const o = await this.repo.findBySn(shopId, sn);
    if (!o) throw notFound();
    return o;
  }

  /** Refuses (409) when the state machine says no, with the reason the user reads. */
  decideOrRefuse(order: Order, action: OrderAction) {
    const d = decide(factsOf(order), action);
    if (isRefusal(d)) throw new AppError('CONFLICT', d.refused);
    return d.to;
  }

  async apply(actor: Actor, order: Order, spec: ChangeSpec): Promise<Order> {
    const to = this.decideOrRefuse(order, spec.action);
    const now = this.clock.now();
    const patch: Updateable<OrderTable> = {
      ...spec.patch,
      status: to,
      updated_at: now,
      // Leaving an after-sale case gives the order back its status; it does not enter it anew
      // (paid_at, completed_at keep their first values).
      ...(to !== order.status && spec.action !== 'afterSaleClose' ? enteringStatus(to, order, now) : {}),
    };
    await this.repo.transaction(async (trx) => {
      const won = await this.repo.transition(
        trx,
        order.id,
        order.status,
        patch,
        spec.deliveryStatus ? { deliveryStatus: spec.deliveryStatus } : undefined,
      );
      if (!won) throw conflict();
      if (to !== order.status) {
        await this.repo.addFlow(trx, order.id, to, now);
        await this.repo.bumpCounter(trx, order.shop_id, order.status, order.shipping_type, -1);
        await this.repo.bumpCounter(trx, order.shop_id, to, order.shipping_type, 1);
      }
      await this.repo.addLog(trx, order.id, actor.name, spec.action, spec.message, now);
      await spec.alsoInTransaction?.(trx, order, to);
      await this.log.write(
        {
          auth: actor.auth,
          actor: actor.auth
            ? undefined
            : { shopId: order.shop_id, userId: null, username: actor.name, ip: '' },
          action: `order.${spec.action}`,
          target: order.sn,
          detail: { from: order.status, to, ...spec.detail },
        },
        trx,
      );
    });
    const updated = (await this.repo.findBySn(order.shop_id, order.sn)) as Order;
    await this.afterCommit(order, updated);
    await spec.afterCommit?.(updated);
    return updated;
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

  async restock(trx: Trx, order: Order): Promise<void> {
    for (const item of await this.repo.items(order.id, trx))
      await this.stock.putInTrx(trx, order.shop_id, item.goods_id, item.num);
  }
}
