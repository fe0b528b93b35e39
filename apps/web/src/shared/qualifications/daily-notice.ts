import type { ExpiryAlerts } from '@rxdesk/contract/settings/qualifications';

/** Where the day of the last daily notice is remembered (per shop: one browser, several shops). */
export const noticeStorageKey = (shopId: number) => `rx-licence-notice:${shopId}`;

/** Whether the daily licence notice is due: some alert is daily (≤ 30 days, expired, missing) and
 * it was not shown yet on this Shanghai day. Closing it only lasts until the next day — it comes
 * back every day until the licence is renewed. */
export function dailyNoticeDue(alerts: ExpiryAlerts, lastShownDay: string | null): boolean {
  return alerts.alerts.some((a) => a.daily === 1) && lastShownDay !== alerts.today;
}
