/* Dates are shown and entered in China Standard Time (UTC+8, no daylight saving) whatever the
 * machine's time zone: the shop, its staff and the server's day boundaries are all in China, and a
 * browser or CI box set to another zone must not shift an order's date. So no local-time Date API
 * is used here; offsets are applied by hand and only the UTC getters are read. */

const SHANGHAI_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86400;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Renders unix seconds as Shanghai time. Tokens: yyyy MM dd hh mm ss, where hh is the 24-hour
 * hour (the §5 default 'yyyy-MM-dd hh:mm:ss' shows 24-hour times; HH is accepted as an alias).
 * Fractional seconds are truncated toward the past. Returns '' for NaN or infinity so a missing
 * timestamp renders blank rather than 'NaN-aN-aN'. */
export function unixToDateString(seconds: number, format = 'yyyy-MM-dd hh:mm:ss'): string {
  if (!Number.isFinite(seconds)) return '';
  const shifted = new Date((Math.floor(seconds) + SHANGHAI_OFFSET_SECONDS) * 1000);
  if (Number.isNaN(shifted.getTime())) return '';
  const parts: Record<string, string> = {
    yyyy: pad(shifted.getUTCFullYear(), 4),
    MM: pad(shifted.getUTCMonth() + 1),
    dd: pad(shifted.getUTCDate()),
    hh: pad(shifted.getUTCHours()),
    HH: pad(shifted.getUTCHours()),
    mm: pad(shifted.getUTCMinutes()),
    ss: pad(shifted.getUTCSeconds()),
  };
  // One pass, so digits already substituted are never re-read as tokens.
  return format.replace(/yyyy|MM|dd|hh|HH|mm|ss/g, (token) => parts[token] ?? token);
}

const DATE_STRING = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses 'yyyy-MM-dd', 'yyyy-MM-dd hh:mm' or 'yyyy-MM-dd hh:mm:ss' (24-hour; 'T' also works as
 * the separator) as Shanghai time and returns unix seconds. Returns undefined for anything else,
 * including dates that do not exist (2023-02-29, 24:00) — a Date would silently roll them over. */
export function dateStringToUnix(text: string): number | undefined {
  const match = DATE_STRING.exec(text.trim());
  if (!match) return undefined;
  const part = (index: number): number => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  if (utc.getUTCDate() !== day) return undefined; // the date rolled over, so it does not exist
  const utcMillis = utc.getTime();
  return utcMillis / 1000 - SHANGHAI_OFFSET_SECONDS;
}

/** Unix seconds of 00:00:00 Shanghai time on the day containing `seconds`. */
export function shanghaiDayStart(seconds: number): number {
  return (
    Math.floor((seconds + SHANGHAI_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - SHANGHAI_OFFSET_SECONDS
  );
}

/** Seconds from `nowSeconds` to the next Shanghai midnight; at exactly midnight that is a full day
 * (86400), never 0, so a timer set with it always moves forward. */
export function secondsUntilNextMidnight(nowSeconds: number): number {
  return shanghaiDayStart(nowSeconds) + DAY_SECONDS - nowSeconds;
}

/** §9 date-picker shortcuts. */
export const DATE_SHORTCUTS = [
  { key: 'lastWeek', days: 7, label: { zh: '最近一周', en: 'Last week' } },
  { key: 'lastMonth', days: 30, label: { zh: '最近一个月', en: 'Last month' } },
  { key: 'last3Months', days: 90, label: { zh: '最近三个月', en: 'Last 3 months' } },
] as const;
export type DateShortcutKey = (typeof DATE_SHORTCUTS)[number]['key'];

/** [start, end] unix seconds for a shortcut: the `days` × 24 h ending now, as the classic
 * date-picker shortcuts do. Not snapped to midnight; use shanghaiDayStart on the ends if a
 * whole-day range is wanted. */
export function dateShortcutRange(key: DateShortcutKey, nowSeconds: number): [number, number] {
  const shortcut = DATE_SHORTCUTS.find((candidate) => candidate.key === key);
  if (!shortcut) throw new RangeError(`Unknown date shortcut: ${String(key)}`);
  return [nowSeconds - shortcut.days * DAY_SECONDS, nowSeconds];
}
