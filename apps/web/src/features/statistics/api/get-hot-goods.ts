import type { HotGoodsReport, HotGoodsQuery } from '@rxdesk/contract/statistics/reports-goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/hot-goods — the top 30 goods by amount and by units. */
export function getHotGoods(params: HotGoodsQuery): Promise<HotGoodsReport> {
  return apiClient.get<HotGoodsReport>('seller/statistics/hot-goods', { params });
}

export function useHotGoods(params: HotGoodsQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('hot-goods', params),
    queryFn: () => getHotGoods(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
