import type { AfterSaleListQuery } from '@rxdesk/contract/after-sale/after-sale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAfterSales } from '../../../shared/after-sale/get-after-sales.ts';
import { afterSaleKeys } from './after-sale-keys.ts';

/* GET seller/after-sales (the fetcher is shared with the order detail's after-sale section). */

export const afterSalesQueryOptions = (query: AfterSaleListQuery) =>
  queryOptions({
    queryKey: afterSaleKeys.caseList(query),
    queryFn: () => getAfterSales(query),
    staleTime: 5_000,
  });

/** Keeps the previous page on screen while the next one loads (no flash of an empty table). */
export function useAfterSales(query: AfterSaleListQuery) {
  return useQuery({ ...afterSalesQueryOptions(query), placeholderData: keepPreviousData });
}
