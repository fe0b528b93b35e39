import { EXPIRY_URGENT_DAYS, EXPIRY_WARNING_DAYS, type LicenceStatus } from './qualifications.ts';

/** Shanghai calendar days (UTC+8, no daylight saving): the day a unix time falls on there. */
export function shanghaiDate(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A licence's standing on `today`: days left until its last valid day (0 = today is the last;
 * null when permanent) and its tier. */
export function licenceStanding(
  l: { valid_from: string; valid_until: string | null; permanent: number },
  today: string,
): { status: LicenceStatus; days_left: number | null } {
  const daysLeft = l.permanent === 1 || !l.valid_until ? null : daysBetween(today, l.valid_until);
  if (l.valid_from > today) return { status: 'NOT_YET_VALID', days_left: daysLeft };
  if (daysLeft === null) return { status: 'VALID', days_left: null };
  if (daysLeft < 0) return { status: 'EXPIRED', days_left: daysLeft };
  if (daysLeft <= EXPIRY_URGENT_DAYS) return { status: 'URGENT', days_left: daysLeft };
  if (daysLeft <= EXPIRY_WARNING_DAYS) return { status: 'EXPIRING', days_left: daysLeft };
  return { status: 'VALID', days_left: daysLeft };
}
