import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { yuanText } from '../../../platform/money.ts';
import type { Order } from '../../../platform/db/schema.ts';
import type { OrderChangesPort } from '../../orders/orders.module.ts';
import type { AssembleTeamsRepository } from './assemble-teams.repository.ts';

/** Teams and orders one run handles at most (the next run takes the rest). */
const BATCH = 200;
const SYSTEM = { auth: null, name: '拼团' };

/** Fails assemble teams that did not fill in time (or whose activity was closed) and cancels their
 * orders through the order kernel, as an approved cancel does: stock and promotion units back and
 * the refund record in the cancel's transaction, the online refund sent after the commit. Teams
 * are failed first (a conditional update, once), then every open order of a failed team is
 * cancelled, so a run that stopped half way is finished by the next one. */
export class AssembleSweep {
  constructor(
    private readonly teams: AssembleTeamsRepository,
    private readonly changes: OrderChangesPort,
    private readonly clock: Clock,
    private readonly log: OperationLog,
  ) {}

  async sweep(): Promise<{ failed: number; cancelled: number }> {
    const now = this.clock.now();
    let failed = 0;
    for (const t of await this.teams.expiredTeams(now, BATCH))
      if (await this.failTeam(t, now, 'EXPIRED', now)) failed += 1;
    return { failed, cancelled: await this.cancelOrders('拼团超时未成团') };
  }

  /** A closed activity's forming teams can no longer fill: they fail now. */
  async failActivity(shopId: number, promotionId: number): Promise<void> {
    const now = this.clock.now();
    for (const t of await this.teams.formingTeamsOf(shopId, promotionId))
      await this.failTeam(t, now, 'CLOSED');
    await this.cancelOrders('拼团活动已关闭，未成团', promotionId);
  }

  /** One team FORMING → FAILED with its operation-log row, in one transaction. */
  private failTeam(
    t: { id: number; shop_id: number; promotion_id: number },
    now: number,
    why: 'EXPIRED' | 'CLOSED',
    expiredBy?: number,
  ): Promise<boolean> {
    return this.teams.db.transaction().execute(async (trx) => {
      if (!(await this.teams.failInTrx(trx, t.id, now, expiredBy))) return false;
      await this.log.write(
        {
          actor: { shopId: Number(t.shop_id), userId: null, username: SYSTEM.name, ip: '' },
          action: 'assemble.teamFailed',
          target: String(t.id),
          detail: { promotion_id: Number(t.promotion_id), why },
        },
        trx,
      );
      return true;
    });
  }

  private async cancelOrders(reason: string, promotionId?: number): Promise<number> {
    let cancelled = 0;
    for (const r of await this.teams.openOrdersOfFailedTeams(BATCH, promotionId)) {
      const order = await this.changes.load(Number(r.shop_id), r.sn);
      try {
        await this.cancel(order, reason);
        cancelled += 1;
      } catch (err) {
        // Changed meanwhile (cancelled by the buyer's request, another sweep): nothing to do.
        if (err instanceof AppError && err.statusCode === 409) continue;
        throw err;
      }
    }
    return cancelled;
  }

  private cancel(order: Order, reason: string): Promise<Order> {
    return this.changes.apply(SYSTEM, order, {
      action: 'assembleFailed',
      message: `${reason}，订单取消${order.paid ? `，退款 ¥${yuanText(order.paid_amount)}` : ''}`,
      patch: { cancel_reason: reason },
      alsoInTransaction: async (trx, o) => {
        await this.changes.restock(trx, o);
        await this.changes.refundOnCancel(trx, o, reason);
      },
      afterCommit: (after) => this.changes.payCancelRefund(after),
    });
  }
}

/** Runs the sweep on a timer, one run at a time; every process may run one (each change is
 * conditional, so two sweeps never cancel an order twice). */
export function startAssembleSweep(
  sweep: AssembleSweep,
  intervalMs: number,
  log: { error: (o: object, msg: string) => void },
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep
      .sweep()
      .catch((err: unknown) => log.error({ err }, 'assemble sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
