import type { Member } from '@rxdesk/contract/members/members';
import { changePicked, type PickerSelectionChange } from '../picker-kit/picker-selection.ts';

/** Ticks or unticks rows of the page on screen (picker-selection.ts): members are handed back as
 * listed (§3 Member). */
export function changeMemberSelection(
  selected: readonly Member[],
  rows: readonly Member[],
  checked: boolean,
  limit: number,
): PickerSelectionChange<Member> {
  const key = (m: Member) => m.member_id;
  return changePicked(selected, rows, checked, limit, { ofRow: key, ofPicked: key }, (m) => m);
}
