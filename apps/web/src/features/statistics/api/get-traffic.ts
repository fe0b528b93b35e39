import type { TrafficReport, TrafficQuery } from '@rxdesk/contract/statistics/traffic';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/traffic — shop views and visitors, top goods by views. */
export function getTraffic(params: TrafficQuery): Promise<TrafficReport> {
  return apiClient.get<TrafficReport>('seller/statistics/traffic', { params });
}

export function useTraffic(params: TrafficQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('traffic', params),
    queryFn: () => getTraffic(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
