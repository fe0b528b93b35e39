import { dayNumber, dayText, type ResolvedPeriod } from '@rxdesk/contract/statistics/period';
import type { PriceRangeRow } from '@rxdesk/contract/statistics/reports-price';
import type { SalesGranularity, SalesRow } from '@rxdesk/contract/statistics/reports-sales';
import type { Figures } from './report-sql.repository.ts';

/** The reports' shaping of rollup rows into what the screens show: pure, no database. Money is
 * summed in fen and turned into yuan once, at the end. */

export const yuan = (fen: number | undefined) => Math.round(fen ?? 0) / 100;
export const avg = (amountFen: number, orders: number) =>
  orders > 0 ? Math.round(amountFen / orders) / 100 : 0;

export function byKey(rows: Figures[], key: string): Map<string, Figures> {
  return new Map(rows.map((r) => [String(r[key]), r]));
}

export function eachDay(period: Pick<ResolvedPeriod, 'start_date' | 'end_date'>): string[] {
  const start = dayNumber(period.start_date) ?? 0;
  const end = dayNumber(period.end_date) ?? 0;
  return Array.from({ length: end - start + 1 }, (_, i) => dayText(start + i));
}

/** The first day of a date's day / week (Monday) / month bucket, not before the period's start. */
export function bucketStart(date: string, granularity: SalesGranularity, periodStart: string): string {
  if (granularity === 'DAY') return date;
  let start = date.slice(0, 8) + '01';
  if (granularity === 'WEEK') {
    const n = dayNumber(date) ?? 0;
    // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
    start = dayText(n - ((n + 3) % 7));
  }
  return start < periodStart ? periodStart : start;
}

/** Sums whole-yuan rows into the user's ranges (inclusive, whole yuan). */
export function inRanges(rows: Figures[], ranges: [number, number][]): PriceRangeRow[] {
  return ranges.map(([low, high]) => {
    const mine = rows.filter((r) => (r.yuan ?? 0) >= low && (r.yuan ?? 0) <= high);
    const sum = (k: string) => mine.reduce((s, r) => s + (r[k] ?? 0), 0);
    return { low, high, orders: sum('orders'), units: sum('units'), amount: yuan(sum('amount')) };
  });
}

type Bucket = Omit<SalesRow, 'amount' | 'refund_amount' | 'net'> & { fen: number; refundFen: number };

/** The sales report's rows: the period's days (stat_sale_days rows; a day without sales is
 * absent) summed into day / week / month buckets, every bucket present, and their totals. */
export function salesBuckets(
  days: Figures[],
  period: Pick<ResolvedPeriod, 'start_date' | 'end_date'>,
  granularity: SalesGranularity,
): { rows: SalesRow[]; totals: SalesRow } {
  const byDay = byKey(days, 'day');
  const buckets = new Map<string, Bucket>();
  const empty = (start_date: string, end_date: string): Bucket => ({
    start_date,
    end_date,
    orders: 0,
    refunds: 0,
    fen: 0,
    refundFen: 0,
  });
  const add = (into: Bucket, d: Figures) => {
    into.orders += d.orders ?? 0;
    into.refunds += d.refunds ?? 0;
    into.fen += d.amount ?? 0;
    into.refundFen += d.refund_amount ?? 0;
  };
  const total = empty(period.start_date, period.end_date);
  for (const date of eachDay(period)) {
    const start = bucketStart(date, granularity, period.start_date);
    const bucket = buckets.get(start) ?? empty(start, date);
    buckets.set(start, bucket);
    bucket.end_date = date;
    const d = byDay.get(date) ?? {};
    add(bucket, d);
    add(total, d);
  }
  const finish = ({ fen, refundFen, ...row }: Bucket): SalesRow => ({
    ...row,
    amount: yuan(fen),
    refund_amount: yuan(refundFen),
    net: yuan(fen - refundFen),
  });
  return { rows: [...buckets.values()].map(finish), totals: finish(total) };
}
