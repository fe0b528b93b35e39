import type { GoodsAnalysisReport, GoodsAnalysisQuery } from '@rxdesk/contract/statistics/reports-goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/goods — a page of goods with their units, amount, orders and refunds. */
export function getGoodsAnalysis(params: GoodsAnalysisQuery): Promise<GoodsAnalysisReport> {
  return apiClient.get<GoodsAnalysisReport>('seller/statistics/goods', { params });
}

export function useGoodsAnalysis(params: GoodsAnalysisQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('goods', params),
    queryFn: () => getGoodsAnalysis(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
