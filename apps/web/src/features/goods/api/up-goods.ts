import type { GoodsBatchResult } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/up — one item or up to 100 (comma-joined): on shelf (approved items off shelf; a barred class or an item without an enabled SKU is refused). */
export function upGoods(goodsIds: readonly number[]): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/up`);
}

export function useUpGoods() {
  return useGoodsMutation(upGoods);
}
