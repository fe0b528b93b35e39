import type { MemberDetail } from '@rxdesk/contract/members/members';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** GET seller/members/{member_id} — profile, addresses, figures, tags. */
export function getMember(id: number): Promise<MemberDetail> {
  return apiClient.get<MemberDetail>(`seller/members/${id}`);
}

export function useMember(id: number) {
  return useQuery({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id), enabled: id > 0 });
}
