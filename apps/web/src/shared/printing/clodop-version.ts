/**
 * §9 "store-side numeric minimum 6569". CLodop reports `CVERSION` as dotted parts ("6.5.6.9",
 * "4.1.5.8"); the store-side check read that as the number formed by its digits. We read 6569 as
 * the parts 6.5.6.9 and compare part by part, numerically: identical to the digit reading for
 * single-digit parts (every released CLodop so far), and still right when a part grows a second
 * digit or the version has fewer parts ("7.0.0" is newer, though "700" < 6569).
 */
export const CLODOP_MIN_NUMERIC = 6569;

export function versionParts(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/** 6569 → [6, 5, 6, 9]. */
export function minimumParts(numeric = CLODOP_MIN_NUMERIC): number[] {
  return String(numeric).split('').map(Number);
}

/** True when `version` is at least the minimum; a version without digits never is. */
export function meetsClodopMinimum(version: string | undefined, numeric = CLODOP_MIN_NUMERIC): boolean {
  const have = versionParts(version ?? '');
  if (have.length === 0) return false;
  const need = minimumParts(numeric);
  for (let i = 0; i < Math.max(have.length, need.length); i += 1) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
