import type { MemberTag } from '@rxdesk/contract/members/members';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** GET seller/members/tags — the shop's member tags (filters and the tags dialog). */
export function getMemberTags(): Promise<MemberTag[]> {
  return apiClient.get<MemberTag[]>('seller/members/tags');
}

export function useMemberTags() {
  return useQuery({ queryKey: memberKeys.tags(), queryFn: getMemberTags, staleTime: 60_000 });
}
