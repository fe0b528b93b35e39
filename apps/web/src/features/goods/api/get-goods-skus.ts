import type { SkuRow } from '@rxdesk/contract/goods/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods/{goods_id}/skus — the item's SKU matrix with each SKU's ledger stock. */
export function getGoodsSkus(goodsId: number): Promise<SkuRow[]> {
  return apiClient.get<SkuRow[]>(`seller/goods/${goodsId}/skus`);
}

export function useGoodsSkus(goodsId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.skus(goodsId ?? 0),
    queryFn: () => getGoodsSkus(goodsId ?? 0),
    enabled: goodsId !== undefined,
    staleTime: 0,
  });
}
