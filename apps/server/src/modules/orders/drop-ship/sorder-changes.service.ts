import type { Kysely, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { SorderAction, SorderStatus } from '@rxdesk/contract/orders/drop-ship';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, SupplierOrderTable } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { StateChanges, type ChangeActor } from '../../../platform/state/state-changes.ts';
import { isWaiting, SORDER_MACHINE, type SorderFacts, type SorderParty } from './sorder-state-machine.ts';
import type { SupplierOrdersRepository } from './drop-ship.repository.ts';

export type SupplierOrder = Selectable<SupplierOrderTable>;
type Trx = Kysely<Database>;

/** Who made a change: a signed-in seller (the shop), or the supplier through the open API. */
export type SorderActor = ChangeActor<SorderParty> & { kind: SorderParty; ip: string };

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

/** A sub-order with its parent order's state, as the machine decides on them. */
interface SorderSeen {
  shop_id: number;
  so: SupplierOrder;
  parent: { status: string; rx_status: string };
}

class SorderKernel extends StateChanges<
  SorderSeen,
  SorderFacts,
  SorderStatus,
  SorderAction,
  SorderParty,
  Updateable<SupplierOrderTable>,
  Trx
> {}

/** Runs one sub-order change through the state kernel (platform/state): decide on what was seen,
 * then one transaction of the parent order's row lock, the decision again on the parent as it is
 * now, the conditional update (status and reminder count seen), the sub-order log, the parent
 * order's log when it concerns the parent, and the operation log. The loser of a race changes
 * nothing and answers 409. */
export class SorderChanges {
  private readonly kernel: SorderKernel;

  constructor(
    private readonly repo: SupplierOrdersRepository,
    log: OperationLog,
    private readonly clock: Clock,
  ) {
    this.kernel = new SorderKernel(
      SORDER_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        // The parent may have been cancelled since it was read: decide again under its lock.
        lock: async (trx, seen) => {
          await repo.lockOrder(trx, seen.so.order_id);
          return { ...seen, parent: await repo.parentState(trx, seen.so.order_id) };
        },
        changeStatus: (trx, { so }, from, patch) =>
          repo.transition(trx, so.id, { status: from, remind_count: so.remind_count }, patch),
        addHistory: (trx, { so }, h) => repo.addLog(trx, so.id, h.actorName, h.action, h.message, h.now),
        reload: async (seen) => ({
          ...seen,
          so: (await repo.find(seen.shop_id, seen.so.ssid, seen.so.order_sn)) as SupplierOrder,
        }),
      },
      {
        facts: (seen, now) => sorderFacts(seen.so, seen.parent, now),
        status: (seen) => seen.so.status as SorderStatus,
        entering: (_seen, from, to, now) => {
          const stamp = to !== from ? STAMP[to] : undefined;
          return stamp ? { [stamp]: now } : {};
        },
        alsoInTransaction: async (trx, { so }, to, now, actor) => {
          if (isWaiting(so.status) && !isWaiting(to)) await this.noteAllShipped(trx, so, actor, now);
        },
        audit: { prefix: 'sorder', target: (s) => s.so.ssid, detail: (s) => ({ order_sn: s.so.order_sn }) },
      },
      log,
      clock,
    );
  }

  async load(shopId: number, ssid: string, sn: string | null): Promise<SupplierOrder> {
    const so = await this.repo.find(shopId, ssid, sn);
    if (!so) throw notFound();
    return so;
  }

  /** Refuses (409) when the state machine says no, with the reason the user reads. */
  async decideOrRefuse(so: SupplierOrder, action: SorderAction, by: SorderParty): Promise<SorderStatus> {
    return this.kernel.decideOrRefuse(await this.seen(so), action, by);
  }

  async apply(actor: SorderActor, so: SupplierOrder, spec: SorderChangeSpec): Promise<SupplierOrder> {
    const { orderMessage } = spec;
    const updated = await this.kernel.apply(actor, await this.seen(so), {
      steps: [{ action: spec.action, message: spec.message, patch: spec.patch }],
      alsoInTransaction: orderMessage
        ? (trx, _seen, _to, now) =>
            this.repo.addOrderLog(trx, so.order_id, actor.name, `sorder.${spec.action}`, orderMessage, now)
        : undefined,
      detail: spec.detail,
    });
    return updated.so;
  }

  private async seen(so: SupplierOrder): Promise<SorderSeen> {
    return { shop_id: so.shop_id, so, parent: await this.repo.parentOrder(so.shop_id, so.order_id) };
  }

  /** The parent order's state machine is the shop's own and stays as it is; what changes for it
   * is written on its log once: when the last sub-order still owed leaves the waiting statuses
   * and at least one was shipped (cancelled and rejected ones do not count as shipped). Waiting
   * never grows again, so this happens at most once per order. */
  private async noteAllShipped(trx: Trx, so: SupplierOrder, actor: { name: string }, now: number) {
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
