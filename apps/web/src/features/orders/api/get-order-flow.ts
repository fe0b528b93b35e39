import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderFlowStep } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/flow — the statuses the order went through, oldest first. */
export function getOrderFlow(sn: string): Promise<OrderFlowStep[]> {
  return apiClient.get<OrderFlowStep[]>(`seller/trade/orders/${encodeURIComponent(sn)}/flow`);
}

export const orderFlowQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'flow'), queryFn: () => getOrderFlow(sn) });

export function useOrderFlow(sn: string) {
  return useQuery(orderFlowQueryOptions(sn));
}
