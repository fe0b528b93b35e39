import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type { GoodsEditBody } from '@rxdesk/contract/goods/goods-form';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_id} — the whole form again; a rejected item (or a regulated change to
 * an approved one) goes back to the review. Silent: the wizard shows the refusal itself. */
export function updateGoods({
  goodsId,
  body,
}: {
  goodsId: number;
  body: GoodsEditBody;
}): Promise<GoodsDetail> {
  return apiClient.put<GoodsDetail>(`seller/goods/${goodsId}`, body, { json: true, silent: true });
}

export function useUpdateGoods() {
  return useGoodsMutation(updateGoods);
}
