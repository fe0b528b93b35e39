import type { PriceSalesReport, PriceSalesQuery } from '@rxdesk/contract/statistics/reports-price';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/statistics/price-sales — units and orders per unit-price range. */
export function getPriceSales(params: PriceSalesQuery): Promise<PriceSalesReport> {
  return apiClient.get<PriceSalesReport>('seller/statistics/price-sales', { params });
}

export function usePriceSales(params: PriceSalesQuery, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.report('price-sales', params),
    queryFn: () => getPriceSales(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
