import type { OrderTraces } from '@rxdesk/contract/logistics/waybills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET seller/trade/orders/{sn}/traces[?refresh=1] — the parcel's stored trace; refresh asks the
 * provider first. */
export function getOrderTraces(sn: string, refresh = false): Promise<OrderTraces> {
  return apiClient.get<OrderTraces>(
    `seller/trade/orders/${encodeURIComponent(sn)}/traces${refresh ? '?refresh=1' : ''}`,
    refresh ? { silent: true } : undefined,
  );
}

export const orderTracesQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'traces'), queryFn: () => getOrderTraces(sn) });

export function useOrderTraces(sn: string, enabled = true) {
  return useQuery({ ...orderTracesQueryOptions(sn), enabled });
}
