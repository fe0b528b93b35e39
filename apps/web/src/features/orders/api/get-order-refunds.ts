import type { RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRefunds } from '../../../shared/after-sale/get-refunds.ts';
import { orderKeys } from './order-keys.ts';

/** The order's refunds (its after-sale cases' and its cancellation's): the refund list searched
 * by the order number, narrowed to this order. */
export async function getOrderRefunds(sn: string): Promise<RefundRow[]> {
  const page = await getRefunds({ keyword: sn, page_no: 1, page_size: 50 });
  return page.data.filter((row) => row.order_sn === sn);
}

export const orderRefundsQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: orderKeys.part(sn, 'refunds'),
    queryFn: () => getOrderRefunds(sn),
    staleTime: 5_000,
  });

export function useOrderRefunds(sn: string, options: { enabled: boolean }) {
  return useQuery({ ...orderRefundsQueryOptions(sn), enabled: options.enabled });
}
