import type { PromotionSku } from '@rxdesk/contract/promotions/promotion-common';
import { apiClient } from '../../../shared/http/api-client.ts';

/** GET seller/promotion/{kind}/skus?goods_ids= — the SKUs of goods chosen in the goods picker. */
export function getGoodsSkus(api: string, goodsIds: readonly number[]): Promise<PromotionSku[]> {
  return apiClient.get<PromotionSku[]>(`seller/promotion/${api}/skus`, {
    params: { goods_ids: goodsIds.join(',') },
  });
}
