import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { tagsKeys } from './tags-keys.ts';

/** POST seller/goods/tags (no id) or PUT seller/goods/tags/{tag_id}: a tag of the shop's own.
 * Silent: the dialog shows a refused name under its field. */
export function saveTag(input: { tag_id?: number; tag_name: string }): Promise<unknown> {
  const body = { tag_name: input.tag_name };
  return input.tag_id
    ? apiClient.put(`seller/goods/tags/${input.tag_id}`, body, { silent: true })
    : apiClient.post('seller/goods/tags', body, { silent: true });
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsKeys.all }),
  });
}
