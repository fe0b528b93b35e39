import type { Page } from '@rxdesk/contract/common/paging';
import type { MemberListQuery, MemberRow } from '@rxdesk/contract/members/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** GET seller/members/recycle — the removed members. */
export function getRecycledMembers(params: MemberListQuery): Promise<Page<MemberRow>> {
  return apiClient.get<Page<MemberRow>>('seller/members/recycle', { params });
}

export function useRecycledMembers(params: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.recycle(params),
    queryFn: () => getRecycledMembers(params),
    placeholderData: keepPreviousData,
  });
}
