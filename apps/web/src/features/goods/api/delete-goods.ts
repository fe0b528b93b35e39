import type { GoodsBatchResult } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** DELETE seller/goods/{goods_ids} — for good, from the recycle station only; goods an order
 * references are refused (the server's message says which). Silent: the confirmation shows it. */
export function deleteGoods(goodsIds: readonly number[]): Promise<GoodsBatchResult> {
  return apiClient.delete<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}`, { silent: true });
}

export function useDeleteGoods() {
  return useGoodsMutation(deleteGoods);
}
