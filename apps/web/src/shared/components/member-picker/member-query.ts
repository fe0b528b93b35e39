import { parseMemberIds } from '@rxdesk/contract/members/members';
import { PICKER_PAGE_SIZE } from '@rxdesk/contract/rules/picker-rules';
import type { MemberPickerRequest } from './api/member-picker-keys.ts';

/** What the picker's filter row holds, as typed. */
export interface MemberPickerFilters {
  keyword?: string;
  /** 1 male, 0 female; undefined: any. */
  sex?: number;
  /** Member ids as typed: commas, full-width commas (，), spaces. */
  ids?: string;
}

/** The §7 request of one page: §9 page size 10; the ids' full-width commas become commas (§5);
 * empty filters are left out. */
export function memberPickerQuery(filters: MemberPickerFilters, pageNo: number): MemberPickerRequest {
  const keyword = filters.keyword?.trim();
  const ids = parseMemberIds((filters.ids ?? '').replace(/\s+/g, ','));
  return {
    page_no: pageNo,
    page_size: PICKER_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(filters.sex === 0 || filters.sex === 1 ? { sex: filters.sex } : {}),
    ...(ids.length ? { member_ids: ids.join(',') } : {}),
  };
}
