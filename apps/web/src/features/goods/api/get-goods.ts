import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods/{goods_id} — the item's form as stored, its state and its SKUs. */
export function getGoods(goodsId: number): Promise<GoodsDetail> {
  return apiClient.get<GoodsDetail>(`seller/goods/${goodsId}`);
}

/** The item to edit; nothing is asked without an id (a new item). */
export function useGoods(goodsId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.detail(goodsId ?? 0),
    queryFn: () => getGoods(goodsId ?? 0),
    enabled: goodsId !== undefined,
    // The editor starts from what is stored now, not from a list's minute-old copy.
    staleTime: 0,
  });
}
