import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { tagsKeys } from './tags-keys.ts';

/** DELETE seller/goods/tags/{tag_id} — a tag of the shop's own (the built-ins are refused). */
export function deleteTag(tagId: number): Promise<unknown> {
  return apiClient.delete(`seller/goods/tags/${tagId}`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKeys.all }),
  });
}
