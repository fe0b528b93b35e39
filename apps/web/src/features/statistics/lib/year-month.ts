import { dayNumber, STATISTICS_MIN_YEAR } from '@rxdesk/contract/statistics/period';

/** §5: the year/month picker cannot choose a future date. A month (or year) is in the future when
 * its first day is after today (Shanghai); the current month and year may be chosen. */
export function isFutureMonth(year: number, month: number, today: string): boolean {
  const first = dayNumber(`${year}-${String(month).padStart(2, '0')}-01`);
  const todayNo = dayNumber(today);
  return first === undefined || todayNo === undefined || first > todayNo;
}

export function isFutureYear(year: number, today: string): boolean {
  return isFutureMonth(year, 1, today);
}

/** Years the picker offers: the current one back to the earliest the server accepts. */
export function pickableYear(year: number, today: string): boolean {
  return year >= STATISTICS_MIN_YEAR && !isFutureYear(year, today);
}

/** A choice clamped to today: switching to "month" in the current year must not land on a month
 * still to come. */
export function clampToToday(year: number, month: number, today: string): { year: number; month: number } {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  if (year > todayYear) return { year: todayYear, month: todayMonth };
  if (year === todayYear && month > todayMonth) return { year, month: todayMonth };
  return { year, month };
}
