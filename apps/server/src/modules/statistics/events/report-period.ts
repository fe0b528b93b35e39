import { dateStringToUnix, unixToDateString } from '@rxdesk/contract/common/date-format';
import { invalidField } from '../../../platform/http/app-error.ts';

const DAY = 86400;
/** The longest period a traffic / collect report covers (a leap year and a day to spare). */
export const MAX_PERIOD_DAYS = 366;

/** The Shanghai days of a period, checked: a real date each, start ≤ end, not after today, at
 * most MAX_PERIOD_DAYS. Bad input is a 400 naming the field. */
export function periodDays(q: { start_date: string; end_date: string }, now: number): string[] {
  const start = dateStringToUnix(q.start_date);
  if (start === undefined) throw invalidField('start_date', 'rule.stats.date');
  const end = dateStringToUnix(q.end_date);
  if (end === undefined) throw invalidField('end_date', 'rule.stats.date');
  if (end < start) throw invalidField('end_date', 'rule.stats.date');
  if (q.end_date > unixToDateString(now, 'yyyy-MM-dd')) throw invalidField('end_date', 'rule.stats.date');
  const count = Math.round((end - start) / DAY) + 1;
  if (count > MAX_PERIOD_DAYS) throw invalidField('end_date', 'rule.stats.date');
  return Array.from({ length: count }, (_, i) => unixToDateString(start + i * DAY + 3600, 'yyyy-MM-dd'));
}
