import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** PUT seller/members/{member_id}/tags — the member's tags, from the shop's member tags. */
export function saveMemberTags({ id, tagIds }: { id: number; tagIds: number[] }): Promise<unknown> {
  return apiClient.put(`seller/members/${id}/tags`, { tag_ids: tagIds });
}

export function useSaveMemberTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemberTags,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
