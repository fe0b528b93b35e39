import { exceedsLimit } from '@rxdesk/contract/rules/picker-rules';

export type PickerSelectionChange<P> = { ok: true; selected: P[] } | { ok: false; limit: number };

/**
 * A picker's ticks: ticks or unticks rows of the page on screen; what was chosen on other pages
 * stays (kept in choice order). Ticking past the limit (0: none) changes nothing and says so, so
 * the picker can show §5's message. `keyOf` names a row and a picked item alike; `toPicked` makes
 * the item the picker hands back of a row.
 */
export function changePicked<R, P>(
  selected: readonly P[],
  rows: readonly R[],
  checked: boolean,
  limit: number,
  keys: { ofRow: (row: R) => number; ofPicked: (item: P) => number },
  toPicked: (row: R) => P,
): PickerSelectionChange<P> {
  const ids = new Set(rows.map(keys.ofRow));
  if (!checked) return { ok: true, selected: selected.filter((item) => !ids.has(keys.ofPicked(item))) };
  const have = new Set(selected.map(keys.ofPicked));
  const next = [...selected, ...rows.filter((row) => !have.has(keys.ofRow(row))).map(toPicked)];
  return exceedsLimit(next.length, limit) ? { ok: false, limit } : { ok: true, selected: next };
}
