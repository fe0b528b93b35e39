import type { GoodsBatchResult, GoodsWarningBody } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/warning-quantity (JSON) — a batch action of the list: the warning quantity of every SKU of the goods (null: the shop default). Silent: the
 * dialog shows a refusal under its field. */
export function setGoodsWarning({
  goodsIds,
  body,
}: {
  goodsIds: readonly number[];
  body: GoodsWarningBody;
}): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/warning-quantity`, body, {
    json: true,
    silent: true,
  });
}

export function useSetGoodsWarning() {
  return useGoodsMutation(setGoodsWarning);
}
