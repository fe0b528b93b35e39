import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type { GoodsReviewBody } from '@rxdesk/contract/goods/goods-review';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_id}/auth — the GSP first-sale review: approve, or reject with a reason.
 * The server refuses the item's submitter (423, its message says so). Silent: the dialog shows it. */
export function reviewGoods({
  goodsId,
  body,
}: {
  goodsId: number;
  body: GoodsReviewBody;
}): Promise<GoodsDetail> {
  return apiClient.put<GoodsDetail>(`seller/goods/${goodsId}/auth`, body, { silent: true });
}

export function useReviewGoods() {
  return useGoodsMutation(reviewGoods);
}
