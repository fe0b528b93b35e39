import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';

/* The case counters are read by the service list's tabs and the dashboard's to-do card, so the
 * fetcher lives here. Its key sits under the after-sale area's root: every case action
 * invalidates ['after-sale'] and with it these counts. */

/** Root of every after-sale query key (features/after-sale/api/after-sale-keys.ts builds on it). */
export const AFTER_SALE_QUERY_ROOT = ['after-sale'] as const;

export const afterSaleCountsKey = () => [...AFTER_SALE_QUERY_ROOT, 'counts'] as const;

/** Status (APPLY…), ALL, and `awaiting` (the cases waiting for the shop) → number of cases. */
export type AfterSaleCounts = Record<string, number>;

/** GET seller/after-sales/count */
export function getAfterSaleCounts(): Promise<AfterSaleCounts> {
  return apiClient.get<AfterSaleCounts>('seller/after-sales/count');
}

/** Buyers raise cases all day: re-read every 30 s while shown, at once after any case action. */
export const afterSaleCountsQueryOptions = () =>
  queryOptions({
    queryKey: afterSaleCountsKey(),
    queryFn: getAfterSaleCounts,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useAfterSaleCounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...afterSaleCountsQueryOptions(), enabled: options.enabled ?? true });
}
