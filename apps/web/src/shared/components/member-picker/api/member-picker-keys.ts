import type { MemberPickerQuery } from '@rxdesk/contract/members/members';

/** Query keys of the member picker's list. */
export const memberPickerKeys = {
  all: ['member-picker'] as const,
  list: (query: MemberPickerRequest) => [...memberPickerKeys.all, 'list', query] as const,
};

/** The §7 request as sent: member_ids comma-joined, empty ones left out. */
export type MemberPickerRequest = Omit<MemberPickerQuery, 'member_ids'> & { member_ids?: string };
