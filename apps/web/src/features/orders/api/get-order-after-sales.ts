import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAfterSales } from '../../../shared/after-sale/get-after-sales.ts';
import { orderKeys } from './order-keys.ts';

/** The order's after-sale cases: the case list searched by the order number (the keyword matches
 * order numbers exactly; the rows are narrowed to this order in case it matched something else).
 * An order has a handful at most. */
export async function getOrderAfterSales(sn: string): Promise<AfterSaleRow[]> {
  const page = await getAfterSales({ keyword: sn, page_no: 1, page_size: 50 });
  return page.data.filter((row) => row.order_sn === sn);
}

/** Under the order's key, so order actions refetch it; case actions invalidate the orders too. */
export const orderAfterSalesQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: orderKeys.part(sn, 'after-sales'),
    queryFn: () => getOrderAfterSales(sn),
    staleTime: 5_000,
  });

export function useOrderAfterSales(sn: string, options: { enabled: boolean }) {
  return useQuery({ ...orderAfterSalesQueryOptions(sn), enabled: options.enabled });
}
