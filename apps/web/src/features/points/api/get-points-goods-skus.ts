import type { PointsGoodsSkuOption } from '@rxdesk/contract/points/points-goods';
import { apiClient } from '../../../shared/http/api-client.ts';

/** GET seller/points/goods/skus?goods_id= — the SKUs of the goods picked in the goods picker. */
export function getPointsGoodsSkus(goodsId: number): Promise<PointsGoodsSkuOption[]> {
  return apiClient.get<PointsGoodsSkuOption[]>('seller/points/goods/skus', { params: { goods_id: goodsId } });
}
