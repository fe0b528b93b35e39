import {
  EXPIRY_URGENT_DAYS,
  EXPIRY_WARNING_DAYS,
  type ExpiryAlert,
  type ExpiryAlerts,
  type LicenceKind,
} from '@rxdesk/contract/settings/qualifications';
import { licenceStanding } from '@rxdesk/contract/settings/qualification-dates';

/** What the alerts and the on-sale check read of a record. */
export interface LicenceDates {
  id: number;
  kind: string;
  number: string;
  valid_from: string;
  valid_until: string | null;
  permanent: number;
}

/** Licences a pharmacy cannot trade without: their absence is an alert too. */
const REQUIRED: readonly LicenceKind[] = ['YYZZ', 'DRUG_BUSINESS'];
const LEVEL_ORDER = ['MISSING', 'EXPIRED', 'URGENT', 'WARNING'] as const;

/** The record of a kind that reaches furthest (permanent first): a renewal recorded as a new
 * record ends the old one's alert, as does an update of the old one's dates. */
function furthest<T extends LicenceDates>(rows: T[]): T {
  return rows.reduce((best, r) => {
    if (best.permanent === 1) return best;
    if (r.permanent === 1) return r;
    return (r.valid_until ?? '') > (best.valid_until ?? '') ? r : best;
  });
}

/** The founder's alerts on `today` (Shanghai): per kind, its furthest-reaching record within 180
 * days of its end (WARNING), within 30 days or expired (shown every day: `daily`), and the
 * required licences not recorded at all. */
export function expiryAlerts(rows: LicenceDates[], today: string): ExpiryAlerts {
  const byKind = new Map<string, LicenceDates[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  const alerts: ExpiryAlert[] = [];
  for (const kind of REQUIRED)
    if (!byKind.has(kind))
      alerts.push({
        id: null,
        kind,
        number: '',
        valid_until: null,
        days_left: null,
        level: 'MISSING',
        daily: 1,
      });
  for (const [kind, list] of byKind) {
    const r = furthest(list);
    // Tiers by days left to the end (a not-yet-valid renewal counts by its end as well).
    const { days_left } = licenceStanding(r, today);
    if (days_left === null) continue;
    const tier =
      days_left < 0
        ? 'EXPIRED'
        : days_left <= EXPIRY_URGENT_DAYS
          ? 'URGENT'
          : days_left <= EXPIRY_WARNING_DAYS
            ? 'WARNING'
            : null;
    if (!tier) continue;
    alerts.push({
      id: r.id,
      kind: kind as LicenceKind,
      number: r.number,
      valid_until: r.valid_until,
      days_left,
      level: tier,
      daily: tier === 'WARNING' ? 0 : 1,
    });
  }
  alerts.sort(
    (a, b) =>
      LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) || (a.days_left ?? 0) - (b.days_left ?? 0),
  );
  return { today, rx_sale_blocked: rxSaleRefusal(rows, today) ? 1 : 0, alerts };
}

export type RxRefusal =
  { reason: 'missing' } | { reason: 'expired'; date: string } | { reason: 'notYet'; date: string };

/** Why prescription drugs may not go on sale today, or null: a drug business licence in force
 * today (valid_from ≤ today ≤ valid_until, Shanghai days) is required. */
export function rxSaleRefusal(rows: LicenceDates[], today: string): RxRefusal | null {
  const drug = rows.filter((r) => r.kind === 'DRUG_BUSINESS');
  if (drug.length === 0) return { reason: 'missing' };
  if (drug.some((r) => r.valid_from <= today && (r.permanent === 1 || (r.valid_until ?? '') >= today)))
    return null;
  const future = drug
    .filter((r) => r.valid_from > today)
    .sort((a, b) => a.valid_from.localeCompare(b.valid_from));
  if (future[0]) return { reason: 'notYet', date: future[0].valid_from };
  return { reason: 'expired', date: furthest(drug).valid_until ?? '' };
}
