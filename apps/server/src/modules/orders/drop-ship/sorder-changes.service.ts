import type { Kysely, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { SorderAction, SorderStatus } from '@rxdesk/contract/orders/drop-ship';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, SupplierOrderTable } from '../../../platform/db/schema.ts';
import { AppError, conflict, notFound } from '../../../platform/http/app-error.ts';
import { decideSorder, isSorderRefusal, isWaiting, type SorderFacts } from './sorder-state-machine.ts';
import type { SupplierOrdersRepository } from './drop-ship.repository.ts';

export type SupplierOrder = Selectable<SupplierOrderTable>;

/** Who made a change: a signed-in seller, or the supplier through the open API. */
export interface SorderActor {
  auth: AuthContext | null;
  name: string;
  ip: string;
}

export interface SorderChangeSpec {
  action: SorderAction;
  message: string;
  patch?: Updateable<SupplierOrderTable>;
  /** Also written on the parent order's log (the supplier's shipment, for instance). */
  orderMessage?: string;
  detail?: Record<string, unknown>;
}

/** When a sub-order enters a status, the moment is kept on its own column. */
const STAMP: Partial<Record<SorderStatus, keyof SupplierOrderTable>> = {
  ACCEPTED: 'accepted_at',
  SHIPPED: 'shipped_at',
  RECEIVED: 'received_at',
  CANCELLED: 'cancelled_at',
  REJECTED: 'rejected_at',
};

export function sorderFacts(
  so: Pick<SupplierOrder, 'status' | 'reminded_at'>,
  parent: { status: string; rx_status: string },
  now: number,
): SorderFacts {
  return {
    status: so.status as SorderStatus,
    parent_status: parent.status as OrderStatus,
    parent_rx_status: parent.rx_status,
    reminded_at: so.reminded_at,
    now,
  };
}

/** Runs one sub-order change: decide on what was seen, then one transaction of the parent order's
 * row lock, the decision again on the parent as it is now, the conditional update, the sub-order
 * log, the parent order's log when it concerns the parent, and the operation log. The loser of a
 * race changes nothing and answers 409. */
export class SorderChanges {
  constructor(
    private readonly repo: SupplierOrdersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async load(shopId: number, ssid: string, sn: string | null): Promise<SupplierOrder> {
    const so = await this.repo.find(shopId, ssid, sn);
    if (!so) throw notFound();
    return so;
  }

  /** Refuses (409) when the state machine says no, with the reason the user reads. */
  async decideOrRefuse(so: SupplierOrder, action: SorderAction): Promise<SorderStatus> {
    const parent = await this.repo.parentOrder(so.shop_id, so.order_id);
    return this.decided(sorderFacts(so, parent, this.clock.now()), action);
  }

  private decided(facts: SorderFacts, action: SorderAction): SorderStatus {
    const d = decideSorder(facts, action);
    if (isSorderRefusal(d)) throw new AppError('CONFLICT', d.refused, d.params ?? {});
    return d.to;
  }

  async apply(actor: SorderActor, so: SupplierOrder, spec: SorderChangeSpec): Promise<SupplierOrder> {
    await this.decideOrRefuse(so, spec.action);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      // The parent may have been cancelled since it was read: decide again under its lock.
      await this.repo.lockOrder(trx, so.order_id);
      const parent = await this.repo.parentState(trx, so.order_id);
      const to = this.decided(sorderFacts(so, parent, now), spec.action);
      const stamp = to !== so.status ? STAMP[to] : undefined;
      const won = await this.repo.transition(
        trx,
        so.id,
        { status: so.status, remind_count: so.remind_count },
        { ...spec.patch, status: to, updated_at: now, ...(stamp ? { [stamp]: now } : {}) },
      );
      if (!won) throw conflict();
      await this.repo.addLog(trx, so.id, actor.name, spec.action, spec.message, now);
      if (spec.orderMessage)
        await this.repo.addOrderLog(
          trx,
          so.order_id,
          actor.name,
          `sorder.${spec.action}`,
          spec.orderMessage,
          now,
        );
      if (isWaiting(so.status) && !isWaiting(to)) await this.noteAllShipped(trx, so, actor, now);
      await this.log.write(
        {
          auth: actor.auth,
          actor: actor.auth
            ? undefined
            : { shopId: so.shop_id, userId: null, username: actor.name, ip: actor.ip },
          action: `sorder.${spec.action}`,
          target: so.ssid,
          detail: { order_sn: so.order_sn, from: so.status, to, ...spec.detail },
        },
        trx,
      );
    });
    return (await this.repo.find(so.shop_id, so.ssid, so.order_sn)) as SupplierOrder;
  }

  /** The parent order's state machine is the shop's own and stays as it is; what changes for it
   * is written on its log once: when the last sub-order still owed leaves the waiting statuses
   * and at least one was shipped (cancelled and rejected ones do not count as shipped). Waiting
   * never grows again, so this happens at most once per order. */
  private async noteAllShipped(trx: Kysely<Database>, so: SupplierOrder, actor: SorderActor, now: number) {
    const { waiting, shipped } = await this.repo.progress(trx, so.order_id);
    if (waiting === 0 && shipped > 0)
      await this.repo.addOrderLog(
        trx,
        so.order_id,
        actor.name,
        'dropShipAllShipped',
        `代发子单已全部发货（${shipped} 单）`,
        now,
      );
  }
}
