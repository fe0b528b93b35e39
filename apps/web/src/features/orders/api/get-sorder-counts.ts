import type { SorderCounts } from '@rxdesk/contract/orders/drop-ship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderKeys } from './sorder-keys.ts';

/** GET seller/trade/sorders/count — ALL and one count per status. */
export function getSorderCounts(): Promise<SorderCounts> {
  return apiClient.get<SorderCounts>('seller/trade/sorders/count');
}

/** Suppliers act through the open API, so the counts are re-read every 30 s while shown. */
export const sorderCountsQueryOptions = () =>
  queryOptions({
    queryKey: sorderKeys.counts(),
    queryFn: getSorderCounts,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useSorderCounts() {
  return useQuery(sorderCountsQueryOptions());
}
