import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderNeighbour } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/xin — the next newer order ("previous" on the detail page); sn '' at the end. */
export function getNewerOrder(sn: string): Promise<OrderNeighbour> {
  return apiClient.get<OrderNeighbour>(`seller/trade/orders/${encodeURIComponent(sn)}/xin`);
}

export const newerOrderQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'xin'), queryFn: () => getNewerOrder(sn) });

export function useNewerOrder(sn: string) {
  return useQuery(newerOrderQueryOptions(sn));
}
