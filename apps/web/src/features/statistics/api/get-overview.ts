import type { ReportPeriodQuery } from '@rxdesk/contract/statistics/reports-common';
import type { OverviewReport } from '@rxdesk/contract/statistics/reports-overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/overview — the period against the one before, with the daily trend. */
export function getOverview(params: ReportPeriodQuery): Promise<OverviewReport> {
  return apiClient.get<OverviewReport>('seller/statistics/overview', { params });
}

export function useOverview(params: ReportPeriodQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('overview', params),
    queryFn: () => getOverview(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
