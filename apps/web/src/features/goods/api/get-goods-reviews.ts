import type { GoodsReviewRow } from '@rxdesk/contract/goods/goods-review';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods/{goods_id}/reviews — the review history, oldest first. */
export function getGoodsReviews(goodsId: number): Promise<GoodsReviewRow[]> {
  return apiClient.get<GoodsReviewRow[]>(`seller/goods/${goodsId}/reviews`);
}

export function useGoodsReviews(goodsId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.reviews(goodsId ?? 0),
    queryFn: () => getGoodsReviews(goodsId ?? 0),
    enabled: goodsId !== undefined,
  });
}
