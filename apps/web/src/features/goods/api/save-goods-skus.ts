import type { SkuMatrixBody, SkuRow } from '@rxdesk/contract/goods/catalogue';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/{goods_id}/skus (JSON) — the whole matrix: rows with sku_id are updated, new
 * ones added, missing ones deleted (an SKU an order sold is refused: disable it instead). Silent:
 * the page shows the refusal beside the matrix. */
export function saveGoodsSkus({
  goodsId,
  body,
}: {
  goodsId: number;
  body: SkuMatrixBody;
}): Promise<SkuRow[]> {
  return apiClient.put<SkuRow[]>(`seller/goods/${goodsId}/skus`, body, { json: true, silent: true });
}

export function useSaveGoodsSkus() {
  return useGoodsMutation(saveGoodsSkus);
}
