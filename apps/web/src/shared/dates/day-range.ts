import {
  dateShortcutRange,
  dateStringToUnix,
  unixToDateString,
  type DateShortcutKey,
} from '@rxdesk/contract/common/date-format';

/* Date-range filters pick whole days; the API filters on unix seconds. Days are Shanghai days
 * (the shop's and the server's), whatever zone the browser is in. */

const LAST_SECOND_OF_DAY = 86_399;

/** ['2025-01-01', '2025-01-07'] → first second of the 1st … last second of the 7th. */
export function dayRangeToUnix(
  startDay: string,
  endDay: string,
): { start_time: number; end_time: number } | undefined {
  const start = dateStringToUnix(startDay);
  const end = dateStringToUnix(endDay);
  if (start === undefined || end === undefined) return undefined;
  const [from, to] = start <= end ? [start, end] : [end, start];
  return { start_time: from, end_time: to + LAST_SECOND_OF_DAY };
}

/** The days a filter covers, for showing it back in the picker. */
export function unixToDayRange(
  startTime: number | undefined,
  endTime: number | undefined,
): [string, string] | undefined {
  if (startTime === undefined || endTime === undefined) return undefined;
  return [unixToDateString(startTime, 'yyyy-MM-dd'), unixToDateString(endTime, 'yyyy-MM-dd')];
}

/** §9 shortcut (last week / month / 3 months) as the days it spans, ending today. */
export function shortcutDays(key: DateShortcutKey, nowSeconds: number): [string, string] {
  const [start, end] = dateShortcutRange(key, nowSeconds);
  return [unixToDateString(start, 'yyyy-MM-dd'), unixToDateString(end, 'yyyy-MM-dd')];
}
