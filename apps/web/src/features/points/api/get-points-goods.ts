import type { Page } from '@rxdesk/contract/common/paging';
import type { PointsGoodsListQuery, PointsGoodsRow } from '@rxdesk/contract/points/points-goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsGoodsKeys } from './points-goods-keys.ts';

/** GET seller/points/goods — one page of the points goods. */
export function getPointsGoods(query: PointsGoodsListQuery): Promise<Page<PointsGoodsRow>> {
  return apiClient.get<Page<PointsGoodsRow>>('seller/points/goods', { params: query });
}

export function usePointsGoods(query: PointsGoodsListQuery) {
  return useQuery({
    queryKey: pointsGoodsKeys.list(query),
    queryFn: () => getPointsGoods(query),
    placeholderData: keepPreviousData,
  });
}
