/** The members area's addresses (§2 /members). */
export const MEMBER_PATHS = {
  list: '/members/member-list',
  recycle: '/members/member-recycle',
} as const;

export function memberDetailHref(memberId: number): string {
  return `/members/member-detail/${memberId}`;
}
