import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { tagsKeys } from './tags-keys.ts';

/** POST seller/goods/tags/{tag_id}/goods — adds the picked goods (those already in it stay). */
export function addTagGoods(input: { tagId: number; goodsIds: number[] }): Promise<{ goods_count: number }> {
  return apiClient.post(`seller/goods/tags/${input.tagId}/goods`, { goods_ids: input.goodsIds });
}

export function useAddTagGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTagGoods,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKeys.all }),
  });
}
