import type { GoodsBatchResult, GoodsUnderBody } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/under — off shelf with the reason the list shows. Silent: the
 * reason dialog shows a refusal of the reason under it. */
export function underGoods({
  goodsIds,
  body,
}: {
  goodsIds: readonly number[];
  body: GoodsUnderBody;
}): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/under`, body, { silent: true });
}

export function useUnderGoods() {
  return useGoodsMutation(underGoods);
}
