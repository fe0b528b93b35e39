import type { ExpiryAlerts } from '@rxdesk/contract/settings/qualifications';

/** Where the last daily notice is remembered (per shop: one browser, several shops). */
export const noticeStorageKey = (shopId: number) => `rx-licence-notice:${shopId}`;

/** What a shown notice is remembered by: the Shanghai day and the daily alerts it listed. */
export function noticeStamp(alerts: ExpiryAlerts): string {
  const daily = alerts.alerts.filter((a) => a.daily === 1).map((a) => `${a.kind}:${a.id ?? 0}:${a.level}`);
  return `${alerts.today}|${daily.sort().join(',')}`;
}

/** Whether the daily licence notice is due: some alert is daily (≤ 30 days, expired, missing) and
 * this day's notice has not shown these alerts yet. Closing it lasts only until the next Shanghai
 * day (or a new daily alert) — it comes back every day until the licence is renewed. */
export function dailyNoticeDue(alerts: ExpiryAlerts, lastStamp: string | null): boolean {
  return alerts.alerts.some((a) => a.daily === 1) && lastStamp !== noticeStamp(alerts);
}
