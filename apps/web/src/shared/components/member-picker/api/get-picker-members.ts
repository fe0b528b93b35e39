import type { Page } from '@rxdesk/contract/common/paging';
import type { Member } from '@rxdesk/contract/members/members';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';
import { memberPickerKeys, type MemberPickerRequest } from './member-picker-keys.ts';

/** §7 GET admin/members — one page of the member picker (removed members never come back). */
export function getPickerMembers(query: MemberPickerRequest): Promise<Page<Member>> {
  return apiClient.get<Page<Member>>('admin/members', { params: query });
}

/** §7 GET admin/members/{ids}/list — the chosen members again (comma-joined ids). */
export function getMembersByIds(ids: readonly number[]): Promise<Member[]> {
  return apiClient.get<Member[]>(`admin/members/${ids.join(',')}/list`);
}

export const pickerMembersQueryOptions = (query: MemberPickerRequest) =>
  queryOptions({
    queryKey: memberPickerKeys.list(query),
    queryFn: () => getPickerMembers(query),
    placeholderData: keepPreviousData,
  });
