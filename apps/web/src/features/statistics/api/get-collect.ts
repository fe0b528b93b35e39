import type { CollectReport, CollectQuery } from '@rxdesk/contract/statistics/collect';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/collect — goods favourites (top 50) and the daily trend. */
export function getCollect(params: CollectQuery): Promise<CollectReport> {
  return apiClient.get<CollectReport>('seller/statistics/collect', { params });
}

export function useCollect(params: CollectQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('collect', params),
    queryFn: () => getCollect(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
