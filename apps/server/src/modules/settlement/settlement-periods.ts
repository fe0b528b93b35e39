import { unixToDateString } from '@rxdesk/contract/common/date-format';

/* Settlement periods run from one settlement day's 00:00 Asia/Shanghai to the next's (default the
 * 1st and 16th: [1st, 16th) and [16th, next 1st)). China has no daylight saving, so a boundary is
 * the UTC midnight of that date minus 8 hours. */

const SHANGHAI = 8 * 3600;

/** Unix seconds of 00:00 Shanghai on year-month-day (month 1–12; Date.UTC rolls month 13 over). */
function boundary(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 1000 - SHANGHAI;
}

function boundariesAround(t: number, days: readonly number[]): number[] {
  const d = new Date((t + SHANGHAI) * 1000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  return [m - 1, m, m + 1].flatMap((month) => days.map((day) => boundary(y, month, day)));
}

/** The start of the period that contains `t`. */
export function periodStartOf(t: number, days: readonly number[]): number {
  return Math.max(...boundariesAround(t, days).filter((b) => b <= t));
}

/** The end (exclusive) of the period that starts at or contains `start`: the next boundary. */
export function periodEndAfter(start: number, days: readonly number[]): number {
  return Math.min(...boundariesAround(start, days).filter((b) => b > start));
}

/** "1,16" → [1, 16]; anything unusable falls back to the defaults given. */
export function parseSettleDays(text: string, fallback: readonly number[]): number[] {
  const days = [
    ...new Set(
      text
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 28),
    ),
  ].sort((a, b) => a - b);
  return days.length ? days : [...fallback];
}

/** A bill's number: JS + the period's first day (Shanghai) + the shop, unique as (shop, period) is. */
export function billSn(shopId: number, periodStart: number): string {
  return `JS${unixToDateString(periodStart, 'yyyyMMdd')}${String(shopId).padStart(6, '0')}`;
}

/** Commission on an amount at a rate in basis points, rounded half up to the fen (per line). */
export function commissionOf(amountFen: number, bp: number): number {
  return Math.floor((amountFen * bp + 5000) / 10000);
}
