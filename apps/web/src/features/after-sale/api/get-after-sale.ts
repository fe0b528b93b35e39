import type { AfterSaleDetail } from '@rxdesk/contract/after-sale/after-sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { afterSaleKeys } from './after-sale-keys.ts';

/** GET seller/after-sales/{service_sn} — the case with its lines, evidence, logistics, refund,
 * history, order, and the seller actions its state allows. */
export function getAfterSale(serviceSn: string): Promise<AfterSaleDetail> {
  return apiClient.get<AfterSaleDetail>(`seller/after-sales/${encodeURIComponent(serviceSn)}`, {
    silent: true,
  });
}

export const afterSaleQueryOptions = (serviceSn: string) =>
  queryOptions({
    queryKey: afterSaleKeys.caseDetail(serviceSn),
    queryFn: () => getAfterSale(serviceSn),
    staleTime: 5_000,
  });

export function useAfterSale(serviceSn: string) {
  return useQuery(afterSaleQueryOptions(serviceSn));
}
