import type { Page } from '@rxdesk/contract/common/paging';
import type { MemberListQuery, MemberRow } from '@rxdesk/contract/members/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** GET seller/members — a page of members (not removed), mobiles masked. */
export function getMembers(params: MemberListQuery): Promise<Page<MemberRow>> {
  return apiClient.get<Page<MemberRow>>('seller/members', { params });
}

export function useMemberList(params: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.list(params),
    queryFn: () => getMembers(params),
    placeholderData: keepPreviousData,
  });
}
