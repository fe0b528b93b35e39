import type { GoodsBatchResult } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/revert — one item or up to 100 (comma-joined): out of the recycle station, back off shelf where its review left it. */
export function revertGoods(goodsIds: readonly number[]): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/revert`);
}

export function useRevertGoods() {
  return useGoodsMutation(revertGoods);
}
