import type { OperateReport, OperateQuery } from '@rxdesk/contract/statistics/reports-sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/operate — a month's days or a year's months. */
export function getOperate(params: OperateQuery): Promise<OperateReport> {
  return apiClient.get<OperateReport>('seller/statistics/operate', { params });
}

export function useOperate(params: OperateQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('operate', params),
    queryFn: () => getOperate(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
