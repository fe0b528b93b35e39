import type { GoodsBatchResult, GoodsGroupBody } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_ids}/group (JSON) — a batch action of the list: moves the goods to a shop group (null: ungrouped). Silent: the
 * dialog shows a refusal under its field. */
export function setGoodsGroup({
  goodsIds,
  body,
}: {
  goodsIds: readonly number[];
  body: GoodsGroupBody;
}): Promise<GoodsBatchResult> {
  return apiClient.put<GoodsBatchResult>(`seller/goods/${goodsIds.join(',')}/group`, body, {
    json: true,
    silent: true,
  });
}

export function useSetGoodsGroup() {
  return useGoodsMutation(setGoodsGroup);
}
