/** Pharmacist working hours are a daily window in Asia/Shanghai minutes (0–1439), ends inclusive. */
const SHANGHAI_OFFSET_SECONDS = 8 * 3600;

export function shanghaiMinuteOfDay(unixSeconds: number): number {
  const secondsIntoDay = (((unixSeconds + SHANGHAI_OFFSET_SECONDS) % 86_400) + 86_400) % 86_400;
  return Math.floor(secondsIntoDay / 60);
}

export function isWithinWorkHours(unixSeconds: number, startMinute: number, endMinute: number): boolean {
  const m = shanghaiMinuteOfDay(unixSeconds);
  return m >= startMinute && m <= endMinute;
}
