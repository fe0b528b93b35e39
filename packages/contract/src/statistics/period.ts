import { z } from 'zod';
import './reports-messages.ts';

/**
 * The period every statistics report is filtered by (issue 25), shared by the server and the web.
 * Days are Asia/Shanghai calendar days written 'YYYY-MM-DD'. Three cycles:
 * - RANGE: start_date..end_date inclusive (the §9 shortcuts — last 7 / 30 / 90 days — and a custom
 *   range both become a RANGE); at most STATISTICS_MAX_DAYS days.
 * - MONTH: year + month (the year/month picker); YEAR: year.
 * The schema checks shape and order only; "no future dates" needs today, which the server takes from
 * its clock and the web from the browser: both call periodProblem(query, today) / resolvePeriod.
 * A month or year that contains today ends today (its remaining days are the future).
 */
export const PERIOD_CYCLES = ['RANGE', 'MONTH', 'YEAR'] as const;
export type PeriodCycle = (typeof PERIOD_CYCLES)[number];

/** A year of 366 days (a leap year) fits; 367 does not. */
export const STATISTICS_MAX_DAYS = 366;
/** The earliest year the picker offers and the server accepts. */
export const STATISTICS_MIN_YEAR = 2000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day, or undefined when the text is not a real date. */
export function dayNumber(text: string): number | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return Math.round(date.getTime() / 86_400_000);
}

/** 'YYYY-MM-DD' of a day number (inverse of dayNumber). */
export function dayText(dayNo: number): string {
  const date = new Date(dayNo * 86_400_000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today's 'YYYY-MM-DD' in Shanghai for unix seconds. */
export function shanghaiToday(nowSeconds: number): string {
  return dayText(Math.floor((nowSeconds + 8 * 3600) / 86_400));
}

const dayField = z
  .string()
  .trim()
  .refine((text) => dayNumber(text) !== undefined, 'rule.statistics.date');

/** The period's fields, for report queries to spread into their own object before
 * `.superRefine(checkPeriod)` (a refined zod object cannot be extended). */
export const periodFields = {
  cycle: z.enum(PERIOD_CYCLES).default('RANGE'),
  start_date: dayField.optional(),
  end_date: dayField.optional(),
  year: z.coerce
    .number()
    .int('rule.statistics.year')
    .min(STATISTICS_MIN_YEAR, 'rule.statistics.year')
    .max(2100, 'rule.statistics.year')
    .optional(),
  month: z.coerce
    .number()
    .int('rule.statistics.month')
    .min(1, 'rule.statistics.month')
    .max(12, 'rule.statistics.month')
    .optional(),
};

export interface PeriodInput {
  cycle: PeriodCycle;
  start_date?: string | undefined;
  end_date?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

export interface PeriodProblem {
  /** The query field to name in the 400. */
  field: 'start_date' | 'end_date' | 'year' | 'month';
  key: string;
}

/** The period's first and last day before clipping to today, or a shape problem. */
function periodBounds(input: PeriodInput): { start: number; end: number } | PeriodProblem {
  if (input.cycle === 'RANGE') {
    if (!input.start_date) return { field: 'start_date', key: 'rule.required' };
    if (!input.end_date) return { field: 'end_date', key: 'rule.required' };
    const start = dayNumber(input.start_date);
    const end = dayNumber(input.end_date);
    if (start === undefined) return { field: 'start_date', key: 'rule.statistics.date' };
    if (end === undefined) return { field: 'end_date', key: 'rule.statistics.date' };
    if (start > end) return { field: 'end_date', key: 'rule.statistics.dateOrder' };
    if (end - start + 1 > STATISTICS_MAX_DAYS)
      return { field: 'start_date', key: 'rule.statistics.maxRange' };
    return { start, end };
  }
  if (input.year === undefined) return { field: 'year', key: 'rule.statistics.year' };
  if (input.cycle === 'YEAR') {
    const start = dayNumber(`${input.year}-01-01`) ?? 0;
    return { start, end: (dayNumber(`${input.year + 1}-01-01`) ?? 0) - 1 };
  }
  if (input.month === undefined) return { field: 'month', key: 'rule.statistics.month' };
  const start = dayNumber(`${input.year}-${String(input.month).padStart(2, '0')}-01`) ?? 0;
  const nextMonth =
    input.month === 12
      ? `${input.year + 1}-01-01`
      : `${input.year}-${String(input.month + 1).padStart(2, '0')}-01`;
  return { start, end: (dayNumber(nextMonth) ?? 0) - 1 };
}

/** zod superRefine for a period query: the shape rules that need no clock. */
export function checkPeriod(input: PeriodInput, ctx: z.RefinementCtx): void {
  const bounds = periodBounds(input);
  if ('key' in bounds) ctx.addIssue({ code: 'custom', path: [bounds.field], message: bounds.key });
}

export const periodQuery = z.object(periodFields).superRefine(checkPeriod);
export type PeriodQuery = z.infer<typeof periodQuery>;

/** A resolved period: inclusive Shanghai days. */
export interface ResolvedPeriod {
  start_date: string;
  end_date: string;
  days: number;
}

/** Every rule including "no future dates" (today = 'YYYY-MM-DD' in Shanghai). A RANGE ending after
 * today, or a month/year starting after today, is refused; null when valid. */
export function periodProblem(input: PeriodInput, today: string): PeriodProblem | null {
  const bounds = periodBounds(input);
  if ('key' in bounds) return bounds;
  const todayNo = dayNumber(today) ?? 0;
  if (input.cycle === 'RANGE') {
    if (bounds.start > todayNo) return { field: 'start_date', key: 'rule.statistics.future' };
    if (bounds.end > todayNo) return { field: 'end_date', key: 'rule.statistics.future' };
    return null;
  }
  if (bounds.start > todayNo)
    return { field: input.cycle === 'YEAR' ? 'year' : 'month', key: 'rule.statistics.future' };
  return null;
}

/** The days a valid period covers (a month or year containing today ends today). Throws on an
 * invalid period: call periodProblem first. */
export function resolvePeriod(input: PeriodInput, today: string): ResolvedPeriod {
  const problem = periodProblem(input, today);
  if (problem) throw new RangeError(`${problem.field}: ${problem.key}`);
  const bounds = periodBounds(input) as { start: number; end: number };
  const end = Math.min(bounds.end, dayNumber(today) ?? bounds.end);
  return { start_date: dayText(bounds.start), end_date: dayText(end), days: end - bounds.start + 1 };
}

/** The period of the same length just before (the overview's comparison). */
export function previousPeriod(period: ResolvedPeriod): ResolvedPeriod {
  const start = dayNumber(period.start_date) ?? 0;
  return { start_date: dayText(start - period.days), end_date: dayText(start - 1), days: period.days };
}

/** The response echo of the period a report covered. */
export const resolvedPeriod = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
});
