import { shanghaiDayStart } from '@rxdesk/contract/common/date-format';
import {
  DEFAULT_WORK_END_MINUTE,
  DEFAULT_WORK_START_MINUTE,
  minuteToHhmm,
} from '@rxdesk/contract/prescription/pharmacist';

/** A time of day as the picker shows it. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** 'HH:mm' → time of day; anything unreadable gives `fallback`. */
export function parseHhmm(text: string | undefined, fallback: TimeOfDay): TimeOfDay {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return fallback;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : fallback;
}

const fromMinute = (minute: number): TimeOfDay => ({ hour: Math.floor(minute / 60), minute: minute % 60 });

/** §6/§9 default working hours, 01:01 to 23:59. */
export const DEFAULT_WORK_HOURS: [TimeOfDay, TimeOfDay] = [
  fromMinute(DEFAULT_WORK_START_MINUTE),
  fromMinute(DEFAULT_WORK_END_MINUTE),
];

export function formatTimeOfDay({ hour, minute }: TimeOfDay): string {
  return minuteToHhmm(hour * 60 + minute);
}

/** POST seller/pharmacist/setWork wants two unix-second timestamps of which only the Asia/Shanghai
 * time of day counts. The picked times are Shanghai times whatever the browser's zone, so they are
 * placed on today's Shanghai date by hand, not through the local-time Date API. */
export function workHoursBody(
  start: TimeOfDay,
  end: TimeOfDay,
  nowSeconds: number,
): { start_time: number; end_time: number } {
  const day = shanghaiDayStart(nowSeconds);
  return {
    start_time: day + start.hour * 3600 + start.minute * 60,
    end_time: day + end.hour * 3600 + end.minute * 60,
  };
}

/** The server refuses a window that does not start before it ends; the form says so first. */
export function isWindowOrdered(start: TimeOfDay, end: TimeOfDay): boolean {
  return start.hour * 60 + start.minute < end.hour * 60 + end.minute;
}
