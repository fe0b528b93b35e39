import type { MemberAction } from '@rxdesk/contract/members/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** PUT seller/members/{member_id}/{disable|enable|remove|restore} — a 409 (someone did it first)
 * is the client's toast; the lists are read again either way. */
export function applyMemberAction({ id, action }: { id: number; action: MemberAction }): Promise<unknown> {
  return apiClient.put(`seller/members/${id}/${action}`);
}

export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyMemberAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
