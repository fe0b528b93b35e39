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
import { AppError, conflict } from '../../platform/http/app-error.ts';
import type { OrderChangesPort } from '../orders/orders.module.ts';
import type { AfterSaleNotices } from './after-sale-notices.ts';
import {
  awaitsSeller,
  decideCase,
  isCaseRefusal,
  isFinal,
  type CaseAction,
  type CaseActor,
} from './after-sale-state-machine.ts';
import type { AfterSalesRepository } from './after-sale.repository.ts';

type Trx = Kysely<Database>;

/** Who changes a case: a signed-in seller, the buyer through the open API, or the system. */
export interface CaseActorRef {
  type: CaseActor;
  name: string;
  auth: AuthContext | null;
}

export interface CaseStep {
  action: CaseAction;
  message: string;
  /** A step that follows from another (the refund is done because it was paid offline) is the
   * system's, whoever triggered it. */
  by?: CaseActor;
  patch?: Updateable<AfterSaleTable>;
}

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

/** Runs case changes: decide with the state machine, then one transaction of conditional updates,
 * history rows, the order's service status and the operation log. A step that ends the case also
 * gives the order back its status (OrderChanges, same transaction). Notices follow the commit. */
export class CaseChanges {
  constructor(
    private readonly repo: AfterSalesRepository,
    private readonly orders: OrderChangesPort,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly notices: AfterSaleNotices,
  ) {}

  /** Refuses before anything is written when the state machine says no. */
  decide(c: AfterSale, action: CaseAction, by: CaseActor): AfterSaleStatus {
    const d = decideCase(
      { status: c.status as AfterSaleStatus, service_type: c.service_type as ServiceType },
      action,
      by,
    );
    if (isCaseRefusal(d))
      throw new AppError(d.refused === 'error.forbidden' ? 'FORBIDDEN' : 'CONFLICT', d.refused);
    return d.to;
  }

  async apply(actor: CaseActorRef, c: AfterSale, spec: CaseChangeSpec): Promise<AfterSale> {
    const moves: { from: AfterSaleStatus; to: AfterSaleStatus; step: CaseStep }[] = [];
    let state = c.status as AfterSaleStatus;
    for (const step of spec.steps) {
      const to = this.decide({ ...c, status: state }, step.action, step.by ?? actor.type);
      moves.push({ from: state, to, step });
      state = to;
    }
    const final = isFinal(state);
    const now = this.clock.now();
    const type = c.service_type as ServiceType;

    const work = async (trx: Trx) => {
      // The order row first, the case row second, as when the order's status changes too
      // (OrderChanges updates the order before this runs): one lock order, so two concurrent
      // changes of a case wait for each other instead of deadlocking on PostgreSQL.
      await this.repo.setOrderServiceStatus(trx, c.order_id, orderServiceStatus(state));
      for (const { from, to, step } of moves) {
        const won = await this.repo.transition(trx, c.id, from, {
          ...step.patch,
          status: to,
          awaiting: awaitsSeller({ status: to, service_type: type }) ? 1 : 0,
          updated_at: now,
          ...(isFinal(to) ? { closed_at: now } : {}),
        });
        if (!won) throw conflict();
        await this.repo.addHistory(trx, {
          after_sale_id: c.id,
          action: step.action,
          from_status: from,
          to_status: to,
          actor_type: step.by ?? actor.type,
          op_name: actor.name,
          message: step.message,
          created_at: now,
        });
      }
      await spec.alsoInTransaction?.(trx, c);
      await this.log.write(
        {
          auth: actor.auth,
          actor: actor.auth ? undefined : { shopId: c.shop_id, userId: null, username: actor.name, ip: '' },
          action: `afterSale.${moves.map((m) => m.step.action).join('+')}`,
          target: c.service_sn,
          detail: { from: c.status, to: state, ...spec.detail },
        },
        trx,
      );
    };

    if (final) {
      const order = await this.repo.order(c.shop_id, c.order_id);
      const back = (order.status_before ?? c.order_status_before) as OrderStatus;
      await this.orders.apply({ auth: actor.auth, name: actor.name }, order, {
        action: 'afterSaleClose',
        message: `售后单 ${c.service_sn} ${SERVICE_STATUS_LABELS[state].zh}，订单恢复为「${ORDER_STATUS_LABELS[back]?.zh ?? back}」`,
        patch: { status_before: null },
        alsoInTransaction: (trx) => work(trx),
      });
    } else {
      await this.repo.transaction(work);
    }
    const after = (await this.repo.findById(c.id)) as AfterSale;
    await this.notices.caseChanged(c, after, await this.repo.order(c.shop_id, c.order_id));
    return after;
  }
}
