import {
  dayNumber,
  dayText,
  periodProblem,
  resolvePeriod,
  shanghaiToday,
  type PeriodInput,
  type ResolvedPeriod,
} from '@rxdesk/contract/statistics/period';
import { invalidField } from '../../../platform/http/app-error.ts';

/** The period's Shanghai days, checked against today (no future dates): a bad one is a 400
 * naming the field. */
export function periodDays(q: PeriodInput, now: number): { period: ResolvedPeriod; days: string[] } {
  const today = shanghaiToday(now);
  const problem = periodProblem(q, today);
  if (problem) throw invalidField(problem.field, problem.key);
  const period = resolvePeriod(q, today);
  const first = dayNumber(period.start_date)!;
  return { period, days: Array.from({ length: period.days }, (_, i) => dayText(first + i)) };
}
