import type { GoodsBatchResult } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/recycle — one item or up to 100 (comma-joined): to the recycle
 * station (not while on sale). Silent: the confirmation shows a refusal. */
export function recycleGoods(goodsIds: readonly number[]): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/recycle`, undefined, {
    silent: true,
  });
}

export function useRecycleGoods() {
  return useGoodsMutation(recycleGoods);
}
