import { DEFAULT_COMMISSION_BP, DEFAULT_SETTLE_DAYS } from '@rxdesk/contract/settlement/settlement';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { orderLine, refundLine, type NewLine } from './settlement-lines.ts';
import { billSn, parseSettleDays, periodEndAfter, periodStartOf } from './settlement-periods.ts';
import type { SettlementRepository } from './settlement.repository.ts';

export interface ShopTerms {
  commissionBp: number;
  days: number[];
}

/**
 * 出账: makes the bills of every closed period not billed yet, oldest first, one transaction per
 * bill (the bill, its lines, its figures from their sums, its history and log rows). A shop's next
 * period starts where its last bill ended (its first where its earliest unbilled money moved), so
 * a restart resumes and changed settle days apply from the next period. The unique (shop,
 * period_start) makes a second run — or a second process at the same moment — write nothing: its
 * insert finds the bill there and it leaves that shop to the run that wrote it.
 */
export class SettlementJob {
  constructor(
    private readonly repo: SettlementRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async termsOf(shopId: number): Promise<ShopTerms> {
    const t = await this.repo.terms(shopId);
    return {
      commissionBp: t ? Number(t.commission_bp) : DEFAULT_COMMISSION_BP,
      days: parseSettleDays(t?.settle_days ?? '', DEFAULT_SETTLE_DAYS),
    };
  }

  /** Bills every shop's closed periods; returns how many bills this run wrote. */
  async run(): Promise<number> {
    let written = 0;
    for (const shopId of await this.repo.shopIds()) written += await this.runShop(shopId);
    return written;
  }

  async runShop(shopId: number): Promise<number> {
    const terms = await this.termsOf(shopId);
    const now = this.clock.now();
    const last = await this.repo.lastBill(shopId);
    let start: number;
    if (last) start = Number(last.period_end);
    else {
      const first = await this.repo.firstUnbilled(shopId);
      if (first === null) return 0;
      start = periodStartOf(first, terms.days);
    }
    let written = 0;
    for (let end = periodEndAfter(start, terms.days); end <= now; end = periodEndAfter(start, terms.days)) {
      if (!(await this.writeBill(shopId, start, end, terms.commissionBp))) break;
      written += 1;
      start = end;
    }
    return written;
  }

  /** One bill in one transaction; false when (shop, period) was billed by another run. */
  private async writeBill(shopId: number, start: number, end: number, bp: number): Promise<boolean> {
    const now = this.clock.now();
    const sn = billSn(shopId, start);
    return this.repo.transaction(async (trx) => {
      const billId = await this.repo.insertBillInTrx(trx, {
        sn,
        shop_id: shopId,
        period_start: start,
        period_end: end,
        commission_bp: bp,
        state: 'NEW',
        confirmed_at: null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      });
      if (billId === undefined) return false;
      const orders = await this.repo.unbilledOrders(trx, shopId, end);
      const refunds = await this.repo.unbilledRefunds(trx, shopId, end);
      const inThisBill = new Set(orders.map((o) => o.id));
      const lines: NewLine[] = [
        ...orders.map((o) => orderLine(o, bp)),
        ...refunds.map((r) => refundLine(r, bp, inThisBill.has(r.order_id) ? 'REFUND' : 'ADJUST')),
      ];
      await this.repo.insertLinesInTrx(trx, billId, shopId, lines);
      await this.repo.writeFiguresFromLinesInTrx(trx, billId, now);
      await this.repo.addHistoryInTrx(trx, {
        bill_id: billId,
        shop_id: shopId,
        action: 'create',
        from_state: null,
        to_state: 'NEW',
        actor: 'system',
        created_at: now,
      });
      await this.log.write(
        {
          actor: { shopId, userId: null, username: 'system', role: 'system', ip: '' },
          action: 'settlement.bill.create',
          target: sn,
          detail: { period_start: start, period_end: end, orders: orders.length, refunds: refunds.length },
        },
        trx,
      );
      return true;
    });
  }
}

/** Runs the job now and then every `intervalMs` (never two at once in this process; other
 * processes are kept out by the unique period). */
export function startSettlementJob(
  job: SettlementJob,
  intervalMs: number,
  log: { error: (o: object, msg: string) => void },
) {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((err: unknown) => log.error({ err }, 'settlement job failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
