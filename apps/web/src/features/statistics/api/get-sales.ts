import type { SalesReport, SalesQuery } from '@rxdesk/contract/statistics/reports-sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/sales — orders, amount and refunds per day / week / month, by channel and payment type. */
export function getSales(params: SalesQuery): Promise<SalesReport> {
  return apiClient.get<SalesReport>('seller/statistics/sales', { params });
}

export function useSales(params: SalesQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('sales', params),
    queryFn: () => getSales(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
