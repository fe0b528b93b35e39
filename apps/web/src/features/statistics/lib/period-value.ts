import {
  dayNumber,
  dayText,
  periodFields,
  periodProblem,
  resolvePeriod,
  shanghaiToday,
  STATISTICS_MAX_DAYS,
  type PeriodInput,
  type ResolvedPeriod,
} from '@rxdesk/contract/statistics/period';
import { z } from 'zod';
import { DATE_SHORTCUTS, type DateShortcutKey } from '@rxdesk/contract/common/date-format';

/** What a report's period filter holds: the contract's period query (RANGE days, or a MONTH / YEAR
 * cycle from the year/month picker). It is sent as is, so the server checks the same rules. */
export type PeriodValue = PeriodInput;

/** Today in Shanghai, whatever zone the browser is in (the shop's days are Shanghai days). */
export function todayText(nowMs: number = Date.now()): string {
  return shanghaiToday(Math.floor(nowMs / 1000));
}

/** A §9 shortcut as whole Shanghai days ending today: "last week" is the 7 days up to and
 * including today, "last month" 30, "last 3 months" 90. */
export function shortcutPeriod(key: DateShortcutKey, today: string): PeriodValue {
  const days = DATE_SHORTCUTS.find((shortcut) => shortcut.key === key)?.days ?? 30;
  const end = dayNumber(today) ?? 0;
  return { cycle: 'RANGE', start_date: dayText(end - days + 1), end_date: today };
}

/** The shortcut a period equals, if any (to highlight its button). */
export function shortcutOf(value: PeriodValue, today: string): DateShortcutKey | undefined {
  if (value.cycle !== 'RANGE') return undefined;
  return DATE_SHORTCUTS.find((shortcut) => {
    const period = shortcutPeriod(shortcut.key, today);
    return period.start_date === value.start_date && period.end_date === value.end_date;
  })?.key;
}

/** Reports open on the last 30 days (Javashop's overview default). */
export function defaultPeriod(today: string): PeriodValue {
  return shortcutPeriod('lastMonth', today);
}

/** A custom range's day is selectable: not after today, and the range stays within the server's
 * maximum (counted from the day already picked, when one is). */
export function rangeDayDisabled(day: string, today: string, picked?: string): boolean {
  const dayNo = dayNumber(day);
  const todayNo = dayNumber(today);
  if (dayNo === undefined || todayNo === undefined) return true;
  if (dayNo > todayNo) return true;
  const pickedNo = picked === undefined ? undefined : dayNumber(picked);
  return pickedNo !== undefined && Math.abs(dayNo - pickedNo) + 1 > STATISTICS_MAX_DAYS;
}

/** The days a period covers, or undefined when it breaks a rule (never sent then). */
export function periodDays(value: PeriodValue, today: string): ResolvedPeriod | undefined {
  return periodProblem(value, today) ? undefined : resolvePeriod(value, today);
}

/** The query parameters of a period (only the fields its cycle uses). */
export function periodParams(value: PeriodValue): PeriodInput {
  if (value.cycle === 'RANGE')
    return { cycle: 'RANGE', start_date: value.start_date, end_date: value.end_date };
  if (value.cycle === 'YEAR') return { cycle: 'YEAR', year: value.year };
  return { cycle: 'MONTH', year: value.year, month: value.month };
}

const addressPeriod = z.object(periodFields);

/** The period an address names (?cycle=RANGE&start_date=…&end_date=…, ?cycle=YEAR&year=…,
 * ?cycle=MONTH&year=…&month=…), read with the contract's own fields and rules; undefined when it
 * names none, or one the server would refuse (a future day, a range too long): the page's default
 * stands then. */
export function periodFromSearch(search: URLSearchParams, today: string): PeriodValue | undefined {
  if (!search.has('cycle') && !search.has('start_date') && !search.has('year')) return undefined;
  const parsed = addressPeriod.safeParse(Object.fromEntries(search));
  if (!parsed.success) return undefined;
  const value = periodParams(parsed.data);
  return periodProblem(value, today) ? undefined : value;
}

/** The address query of a period (its fields only, in a fixed order). */
export function periodSearch(value: PeriodValue): string {
  const entries = Object.entries(periodParams(value)).filter(([, v]) => v !== undefined);
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}
