import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';

/** GET seller/members/{member_id}/mobile — the full number (member-mobile); the server writes
 * every view to the operation log, so it is asked on the button only, never cached. */
export function revealMemberMobile(id: number): Promise<{ mobile: string }> {
  return apiClient.get<{ mobile: string }>(`seller/members/${id}/mobile`);
}

export function useRevealMemberMobile() {
  return useMutation({ mutationFn: revealMemberMobile });
}
