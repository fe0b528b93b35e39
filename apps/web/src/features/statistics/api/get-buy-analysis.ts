import type { BuyAnalysisReport, BuyAnalysisQuery } from '@rxdesk/contract/statistics/reports-price';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/buy-analysis — orders by order value range and by hour of payment. */
export function getBuyAnalysis(params: BuyAnalysisQuery): Promise<BuyAnalysisReport> {
  return apiClient.get<BuyAnalysisReport>('seller/statistics/buy-analysis', { params });
}

export function useBuyAnalysis(params: BuyAnalysisQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('buy-analysis', params),
    queryFn: () => getBuyAnalysis(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
