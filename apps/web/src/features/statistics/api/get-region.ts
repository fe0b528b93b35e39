import type { RegionReport, RegionQuery } from '@rxdesk/contract/statistics/reports-region';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/region — orders, amount and members by province, or by city of one province. */
export function getRegion(params: RegionQuery): Promise<RegionReport> {
  return apiClient.get<RegionReport>('seller/statistics/region', { params });
}

export function useRegion(params: RegionQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('region', params),
    queryFn: () => getRegion(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
