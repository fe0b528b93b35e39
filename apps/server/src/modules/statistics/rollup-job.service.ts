import { dayNumber, dayText } from '@rxdesk/contract/statistics/period';
import type { Clock } from '../../platform/clock.ts';
import { computeDay } from './rollup-compute.ts';
import { bumpRollupRevision } from './rollup-memo.ts';
import type { RollupRepository } from './rollup.repository.ts';

/**
 * Keeps the statistics rollups (stat_sale_*) up to date. Model (docs/statistics.md): a catch-up
 * job, not writes inside the order transactions — the orders, refunds and after-sale modules stay
 * unaware of statistics, and a rollup is always a pure function of the orders and refunds.
 *
 * - A (shop, day) is recomputed WHOLE from that day's paid orders and paid-back refunds (delete +
 *   insert in one transaction), so running it twice, or after a crash halfway, gives the same rows.
 * - What to recompute: orders (paid) and refunds (SUCCESS) whose updated_at is at or after the
 *   cursor (stat_rollup_state, so a restart resumes); their payment / refund day is dirty. The
 *   cursor trails the clock by CURSOR_LAG seconds so a transaction that committed late with an
 *   older updated_at is still seen; rows already handled in this process (same id, updated_at and
 *   fields the rollups read: a second change within one second keeps updated_at) are skipped, so
 *   the overlap costs one read of two index ranges.
 * - When: every STATISTICS_SWEEP_MS, and before every report (catchUp() is cheap when nothing
 *   changed), so a report never reads a stale day. Runs never overlap in a process; two processes
 *   recomputing the same day at once serialize on the rows' primary keys (one fails, the next
 *   sweep redoes it — the cursor only moves after a complete run).
 * - rebuild() recomputes everything from the orders; a test proves rebuild == catch-up.
 */
export const CURSOR_LAG = 120;
const CURSOR_STEP = 60;
const CURSOR = 'sales';
const SHANGHAI = 8 * 3600;

const dayOfTime = (seconds: number) => dayText(Math.floor((seconds + SHANGHAI) / 86400));

export class RollupJob {
  private running: Promise<number> | null = null;
  private next: Promise<number> | null = null;
  private seen = new Map<string, { mark: string; updatedAt: number }>();

  constructor(
    private readonly repo: RollupRepository,
    private readonly clock: Clock,
  ) {}

  /** Recomputes the days changed since the cursor; returns how many (shop, day)s it wrote. A run
   * already going may have read before the caller's change, so callers arriving during a run wait
   * for it and then share one more run. */
  catchUp(): Promise<number> {
    if (!this.running) {
      this.running = this.runCatchUp().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.next ??= this.running
      .catch(() => 0)
      .then(() => {
        this.next = null;
        return this.catchUp();
      });
    return this.next;
  }

  /** Resolves when no run is going (closing the app waits for it). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async runCatchUp(): Promise<number> {
    const now = this.clock.now();
    const cursor = await this.repo.cursor(CURSOR);
    const changed = (await this.repo.changedSince(cursor)).filter(
      (c) => this.seen.get(c.key)?.mark !== c.mark,
    );
    const dirty = new Map<string, { shopId: number; day: string }>();
    for (const c of changed) {
      const day = dayOfTime(c.at);
      dirty.set(`${c.shop_id}|${day}`, { shopId: c.shop_id, day });
    }
    const days = [...dirty.values()].sort((a, b) => a.shopId - b.shopId || a.day.localeCompare(b.day));
    for (const { shopId, day } of days) await this.recomputeDay(shopId, day, true);
    for (const c of changed) this.seen.set(c.key, { mark: c.mark, updatedAt: c.updated_at });
    // The cursor is written when it has moved a minute (or days were recomputed), not on every
    // report: a write per read would queue the readers behind one another. Trailing a little more
    // costs only a larger overlap, which `seen` skips.
    let next = cursor;
    if (days.length > 0 || now - CURSOR_LAG - cursor >= CURSOR_STEP) {
      next = Math.max(cursor, now - CURSOR_LAG);
      if (next !== cursor) await this.repo.setCursor(CURSOR, next, now);
    }
    for (const [key, { updatedAt }] of this.seen) if (updatedAt < next) this.seen.delete(key);
    return days.length;
  }

  /** One (shop, day), its month twins and (when asked) its members' first days, in one transaction. */
  async recomputeDay(shopId: number, day: string, withFirsts: boolean): Promise<void> {
    const start = (dayNumber(day) ?? 0) * 86400 - SHANGHAI;
    const end = start + 86400;
    await this.repo.transaction(async (trx) => {
      const rows = computeDay(
        await this.repo.paidOrders(trx, shopId, start, end),
        await this.repo.paidLines(trx, shopId, start, end),
        await this.repo.paidRefunds(trx, shopId, start, end),
        await this.repo.refundedGoods(trx, shopId, start, end),
      );
      const members = await this.repo.writeDay(trx, shopId, day, rows);
      await this.repo.writeMonth(trx, shopId, day.slice(0, 7));
      if (withFirsts) await this.repo.writeFirsts(trx, shopId, members);
      await bumpRollupRevision(trx, shopId, 'sales');
    });
  }

  /** Recomputes every rollup from the orders (one shop or all); returns the days written. The
   * cursor is set first, so changes made during the rebuild are caught up afterwards. */
  async rebuild(shopId?: number, progress?: (done: number, total: number) => void): Promise<number> {
    const now = this.clock.now();
    await this.repo.setCursor(CURSOR, now - CURSOR_LAG, now);
    this.seen.clear();
    await this.repo.clear(shopId);
    const days = await this.repo.allDays(shopId);
    days.sort((a, b) => a.shop_id - b.shop_id || a.day_no - b.day_no);
    let done = 0;
    for (const { shop_id, day_no } of days) {
      await this.recomputeDay(shop_id, dayText(day_no), false);
      done += 1;
      if (progress && done % 50 === 0) progress(done, days.length);
    }
    for (const shop of new Set(days.map((d) => d.shop_id))) {
      await this.repo.transaction(async (trx) => {
        await this.repo.writeAllFirsts(trx, shop);
        await bumpRollupRevision(trx, shop, 'sales');
      });
    }
    return days.length;
  }
}

/** Catches up now and then every `intervalMs` (a run already going is shared, never doubled). */
export function startRollupJob(
  job: RollupJob,
  intervalMs: number,
  log: { error: (o: object, msg: string) => void },
) {
  const tick = () => {
    job.catchUp().catch((err: unknown) => log.error({ err }, 'statistics rollup catch-up failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await job.idle();
    },
  };
}
