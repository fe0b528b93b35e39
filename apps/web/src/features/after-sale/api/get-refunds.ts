import type { RefundListQuery } from '@rxdesk/contract/after-sale/after-sale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getRefunds } from '../../../shared/after-sale/get-refunds.ts';
import { afterSaleKeys } from './after-sale-keys.ts';

/* GET seller/refunds (the fetcher is shared with the order detail's after-sale section). */

export const refundsQueryOptions = (query: RefundListQuery) =>
  queryOptions({
    queryKey: afterSaleKeys.refundList(query),
    queryFn: () => getRefunds(query),
    staleTime: 5_000,
  });

/** Keeps the previous page on screen while the next one loads. A refund in PROCESSING waits for
 * the payment provider's callback: while one is on screen the page is re-read every 10 s, so its
 * result shows without a reload. */
export function useRefunds(query: RefundListQuery) {
  return useQuery({
    ...refundsQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'PROCESSING') ? 10_000 : false),
  });
}
