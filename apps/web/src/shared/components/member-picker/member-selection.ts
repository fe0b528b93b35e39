import type { Member } from '@rxdesk/contract/members/members';
import { exceedsLimit } from '@rxdesk/contract/rules/picker-rules';

export type MemberSelectionChange = { ok: true; selected: Member[] } | { ok: false; limit: number };

/**
 * Ticks or unticks rows of the page on screen; what was chosen on other pages stays (kept in
 * choice order). Ticking past the limit (0: none) changes nothing and says so (§5's message).
 */
export function changeMemberSelection(
  selected: readonly Member[],
  rows: readonly Member[],
  checked: boolean,
  limit: number,
): MemberSelectionChange {
  const ids = new Set(rows.map((row) => row.member_id));
  if (!checked) return { ok: true, selected: selected.filter((m) => !ids.has(m.member_id)) };
  const have = new Set(selected.map((m) => m.member_id));
  const next = [...selected, ...rows.filter((row) => !have.has(row.member_id))];
  return exceedsLimit(next.length, limit) ? { ok: false, limit } : { ok: true, selected: next };
}
