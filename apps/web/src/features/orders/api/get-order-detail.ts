import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';

const path = (sn: string) => `seller/trade/orders/detail/${encodeURIComponent(sn)}`;

/** GET seller/trade/orders/detail/{sn} — lines, amounts, consignee, logistics, rider, print info. */
export function getOrderDetail(sn: string): Promise<OrderDetail> {
  return apiClient.get<OrderDetail>(path(sn));
}

export const orderDetailQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.detail(sn), queryFn: () => getOrderDetail(sn), staleTime: 5_000 });

export function useOrderDetail(sn: string) {
  return useQuery(orderDetailQueryOptions(sn));
}
