import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderLogEntry } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/log — who did what, newest first. */
export function getOrderLog(sn: string): Promise<OrderLogEntry[]> {
  return apiClient.get<OrderLogEntry[]>(`seller/trade/orders/${encodeURIComponent(sn)}/log`);
}

export const orderLogQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'log'), queryFn: () => getOrderLog(sn) });

export function useOrderLog(sn: string) {
  return useQuery(orderLogQueryOptions(sn));
}
