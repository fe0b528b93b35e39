import { dayNumber, dayText, type ResolvedPeriod } from '@rxdesk/contract/statistics/period';

/** A period cut into the whole months inside it (read from the `_months` twins) and the days
 * before and after them (read from the day tables): a 1-year report reads ~12 month rows per key
 * plus at most ~60 day rows instead of 365. */
export interface PeriodSpans {
  /** Inclusive day ranges ('YYYY-MM-DD'); one or two. */
  dayRanges: [string, string][];
  /** Inclusive month range ('YYYY-MM'), or null when no whole month is inside. */
  months: [string, string] | null;
}

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return dayText((dayNumber(next) ?? 0) - 1);
};

export function periodSpans(period: Pick<ResolvedPeriod, 'start_date' | 'end_date'>): PeriodSpans {
  const { start_date: start, end_date: end } = period;
  const startMonth = start.slice(0, 7);
  const firstWhole = start.endsWith('-01') ? startMonth : nextMonth(startMonth);
  const endMonth = end.slice(0, 7);
  const lastWhole = end === lastDayOfMonth(endMonth) ? endMonth : previousMonth(endMonth);
  if (firstWhole > lastWhole) return { dayRanges: [[start, end]], months: null };
  const dayRanges: [string, string][] = [];
  if (`${firstWhole}-01` > start) dayRanges.push([start, dayText((dayNumber(`${firstWhole}-01`) ?? 0) - 1)]);
  const afterLast = dayText((dayNumber(lastDayOfMonth(lastWhole)) ?? 0) + 1);
  if (afterLast <= end) dayRanges.push([afterLast, end]);
  return { dayRanges, months: [firstWhole, lastWhole] };
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
