import type { OrderListQuery, OrderSummary } from '@rxdesk/contract/orders/orders';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET seller/trade/orders — one page of the filtered list, newest first. */
export function getOrders(query: OrderListQuery): Promise<Page<OrderSummary>> {
  return apiClient.get<Page<OrderSummary>>('seller/trade/orders', { params: { ...query } });
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: () => getOrders(query), staleTime: 5_000 });

/** Keeps the previous page on screen while the next one loads (no flash of an empty table). */
export function useOrders(query: OrderListQuery) {
  return useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
}
