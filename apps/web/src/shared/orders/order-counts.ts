import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';

/* The order counters are read by more than one area (the order list's tabs, the dashboard's to-do
 * widget, later the top bar), so the fetcher lives here. Its key sits under the orders area's
 * root key: every order mutation invalidates ['orders'] and with it these counts. */

/** Root of every order query key (features/orders/api/order-keys.ts builds on it). */
export const ORDERS_QUERY_ROOT = ['orders'] as const;

export const orderCountsKey = () => [...ORDERS_QUERY_ROOT, 'counts'] as const;

/** Tab name (ALL, WAIT_PAY…) or `status:<STATUS>` → number of orders. */
export type OrderCounts = Record<string, number>;

/** GET seller/trade/orders/count */
export function getOrderCounts(): Promise<OrderCounts> {
  return apiClient.get<OrderCounts>('seller/trade/orders/count');
}

/** New orders arrive all day: while a page shows the counts they are re-read every 30 s (and at
 * once after any order action, which invalidates them). */
export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: orderCountsKey(),
    queryFn: getOrderCounts,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useOrderCounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderCountsQueryOptions(), enabled: options.enabled ?? true });
}
