import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderNeighbour } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/hou — the next older order ("next" on the detail page); sn '' at the end. */
export function getOlderOrder(sn: string): Promise<OrderNeighbour> {
  return apiClient.get<OrderNeighbour>(`seller/trade/orders/${encodeURIComponent(sn)}/hou`);
}

export const olderOrderQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'hou'), queryFn: () => getOlderOrder(sn) });

export function useOlderOrder(sn: string) {
  return useQuery(olderOrderQueryOptions(sn));
}
