import type { Kysely, Updateable } from 'kysely';
import {
  SERVICE_STATUS_LABELS,
  type AfterSaleStatus,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AfterSale, AfterSaleTable } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/schema.ts';
import { StateChanges, type ChangeStep } from '../../platform/state/state-changes.ts';
import type { OrderChangesPort } from '../orders/orders.module.ts';
import type { AfterSaleNotices } from './after-sale-notices.ts';
import {
  awaitsSeller,
  CASE_MACHINE,
  isFinal,
  type CaseAction,
  type CaseActor,
  type CaseFacts,
} from './after-sale-state-machine.ts';
import type { AfterSalesRepository } from './after-sale.repository.ts';

type Trx = Kysely<Database>;

/** Who changes a case: a signed-in seller, the buyer through the open API, or the system. */
export interface CaseActorRef {
  type: CaseActor;
  name: string;
  auth: AuthContext | null;
}

/** One move; a step that follows from another (the refund is done because it was paid offline)
 * names its own actor kind (the system's, whoever triggered it). */
export type CaseStep = ChangeStep<CaseAction, CaseActor, Updateable<AfterSaleTable>>;

export interface CaseChangeSpec {
  /** Applied in order in one transaction, each decided on the state the previous one left
   * (an offline refund is refund + refundDone at once). */
  steps: CaseStep[];
  /** More writes in the same transaction (stock, refund rows, line amounts). */
  alsoInTransaction?: (trx: Trx, c: AfterSale) => Promise<void>;
  detail?: Record<string, unknown>;
}

/** The order's service_status (orders list column, §4 audit button) for each case state. */
const ORDER_SERVICE_STATUS: Record<AfterSaleStatus, string> = {
  APPLY: 'APPLY',
  PASS: 'PASS',
  SHIPPED_BACK: 'PASS',
  STOCK_IN: 'PASS',
  REFUNDING: 'PASS',
  REFUSE: 'REFUSE',
  COMPLETED: 'COMPLETE',
  CLOSED: 'NOT_APPLY',
};
export const orderServiceStatus = (s: AfterSaleStatus) => ORDER_SERVICE_STATUS[s];

class CaseKernel extends StateChanges<
  AfterSale,
  CaseFacts,
  AfterSaleStatus,
  CaseAction,
  CaseActor,
  Updateable<AfterSaleTable>,
  Trx
> {}

const factsOf = (c: AfterSale): CaseFacts => ({
  status: c.status as AfterSaleStatus,
  service_type: c.service_type as ServiceType,
});

/** Runs case changes through the state kernel (platform/state): decide with the state machine,
 * then one transaction of the order's service status, conditional updates, history rows, the
 * change's extra writes and the operation log. A change that ends the case runs inside the
 * order's own change, which gives the order back its status (one transaction). Notices follow
 * the commit. */
export class CaseChanges {
  private readonly kernel: CaseKernel;

  constructor(
    private readonly repo: AfterSalesRepository,
    private readonly orders: OrderChangesPort,
    log: OperationLog,
    clock: Clock,
    notices: AfterSaleNotices,
  ) {
    this.kernel = new CaseKernel(
      CASE_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        // The order row first, the case row second, as when the order's status changes too
        // (OrderChanges updates the order before this runs): one lock order, so two concurrent
        // changes of a case wait for each other instead of deadlocking on PostgreSQL.
        lock: (trx, c, to) => repo.setOrderServiceStatus(trx, c.order_id, orderServiceStatus(to)),
        changeStatus: (trx, c, from, patch) => repo.transition(trx, c.id, from, patch),
        addHistory: (trx, c, h) =>
          repo.addHistory(trx, {
            after_sale_id: c.id,
            action: h.action,
            from_status: h.from,
            to_status: h.to,
            actor_type: h.by ?? 'SYSTEM',
            op_name: h.actorName,
            message: h.message,
            created_at: h.now,
          }),
        reload: async (c) => (await repo.findById(c.id)) as AfterSale,
      },
      {
        facts: factsOf,
        status: (c) => c.status as AfterSaleStatus,
        entering: (c, _from, to, now) => ({
          awaiting: awaitsSeller({ status: to, service_type: c.service_type as ServiceType }) ? 1 : 0,
          ...(isFinal(to) ? { closed_at: now } : {}),
        }),
        notify: async (before, after) =>
          notices.caseChanged(before, after, await repo.order(before.shop_id, before.order_id)),
        audit: { prefix: 'afterSale', target: (c) => c.service_sn },
      },
      log,
      clock,
    );
  }

  /** Refuses before anything is written when the state machine says no (423 for the wrong
   * actor, 409 otherwise). */
  decide(c: AfterSale, action: CaseAction, by: CaseActor): AfterSaleStatus {
    return this.kernel.decideOrRefuse(c, action, by);
  }

  async apply(actor: CaseActorRef, c: AfterSale, spec: CaseChangeSpec): Promise<AfterSale> {
    const who = { kind: actor.type, name: actor.name, auth: actor.auth };
    const also = spec.alsoInTransaction;
    const change = {
      steps: spec.steps,
      alsoInTransaction: also && ((trx: Trx) => also(trx, c)),
      detail: spec.detail,
    };
    const to = this.kernel.outcome(who, c, change);
    if (!isFinal(to)) return this.kernel.apply(who, c, change);
    // The case ends: the order leaves AFTER_SERVICE in the same transaction.
    const order = await this.repo.order(c.shop_id, c.order_id);
    const back = (order.status_before ?? c.order_status_before) as OrderStatus;
    const done: { finish?: () => Promise<AfterSale> } = {};
    await this.orders.apply({ auth: actor.auth, name: actor.name }, order, {
      action: 'afterSaleClose',
      message: `售后单 ${c.service_sn} ${SERVICE_STATUS_LABELS[to].zh}，订单恢复为「${ORDER_STATUS_LABELS[back]?.zh ?? back}」`,
      patch: { status_before: null },
      alsoInTransaction: async (trx) => {
        done.finish = await this.kernel.applyIn(trx, who, c, change);
      },
    });
    if (!done.finish) throw new Error('the order change did not run the case change');
    return done.finish();
  }
}
