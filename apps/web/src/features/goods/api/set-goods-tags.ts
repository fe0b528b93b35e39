import type { GoodsBatchResult, GoodsTagsBody } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/tags (JSON) — a batch action of the list: the tags the goods end up with. Silent: the
 * dialog shows a refusal under its field. */
export function setGoodsTags({
  goodsIds,
  body,
}: {
  goodsIds: readonly number[];
  body: GoodsTagsBody;
}): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/tags`, body, {
    json: true,
    silent: true,
  });
}

export function useSetGoodsTags() {
  return useGoodsMutation(setGoodsTags);
}
