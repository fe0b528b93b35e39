import type { MemberListQuery } from '@rxdesk/contract/members/members';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { MEMBER_PATHS } from './member-links.ts';

/* The member lists' filters live in the address (`?keyword=…&sex=0&tag_id=3`), so a link opens a
 * filtered list and a reload keeps it. */

export interface MemberAdvanced {
  mobile?: string;
  sex?: number;
  tag_id?: number;
  start_time?: number;
  end_time?: number;
}

type Query = Omit<MemberListQuery, 'page_no' | 'page_size'>;

const mobile = (raw: string | null) => {
  const value = raw?.trim();
  return value && /^\d{1,11}$/.test(value) ? value : undefined;
};
const sex = (raw: string | null) => (raw === '0' || raw === '1' ? Number(raw) : undefined);
const time = (raw: string | null) => wholeNumber(raw, 0);

/** /members/member-list: keyword, mobile, sex, tag and registration time. */
export const memberList = defineListFilters<'ALL', MemberAdvanced, Query>({
  path: MEMBER_PATHS.list,
  advanced: {
    mobile,
    sex,
    tag_id: (raw) => wholeNumber(raw, 1),
    start_time: time,
    end_time: time,
  },
});

/** /members/member-recycle: the removed members, by keyword. */
export const recycleList = defineListFilters<'ALL', object, Query>({
  path: MEMBER_PATHS.recycle,
  advanced: {},
});
