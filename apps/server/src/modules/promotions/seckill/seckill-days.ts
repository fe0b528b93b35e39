import { dateStringToUnix, shanghaiDayStart, unixToDateString } from '@rxdesk/contract/common/date-format';

const DAY = 86_400;

/** A seckill's windows from its sale day (Asia/Shanghai) and slot hours: each slot lasts until the
 * next slot's hour, the last until the day's end; the activity is [first slot, day end). */
export function seckillWindows(saleDate: string, slots: readonly number[]) {
  const day = dateStringToUnix(saleDate);
  if (day === undefined) return undefined;
  const end = day + DAY;
  const slotWindows = slots.map((hour, i) => ({
    hour,
    start: day + hour * 3600,
    end: i + 1 < slots.length ? day + slots[i + 1]! * 3600 : end,
  }));
  return { start: slotWindows[0]!.start, end, slots: slotWindows };
}

/** The sale day of a seckill starting at `start` (yyyy-MM-dd, Shanghai). */
export function saleDateOf(start: number): string {
  return unixToDateString(shanghaiDayStart(start), 'yyyy-MM-dd');
}
