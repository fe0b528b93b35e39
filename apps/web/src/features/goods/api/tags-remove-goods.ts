import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { idRuns } from '../lib/tags-id-runs.ts';
import { tagsKeys } from './tags-keys.ts';

/** DELETE seller/goods/tags/{tag_id}/goods/{goods_ids} — takes goods out of the tag, a path's
 * worth of ids per call. */
export async function removeTagGoods(input: {
  tagId: number;
  goodsIds: number[];
}): Promise<{ goods_count: number }> {
  let result = { goods_count: 0 };
  for (const run of idRuns(input.goodsIds))
    result = await apiClient.delete<{ goods_count: number }>(`seller/goods/tags/${input.tagId}/goods/${run}`);
  return result;
}

export function useRemoveTagGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTagGoods,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKeys.all }),
  });
}
