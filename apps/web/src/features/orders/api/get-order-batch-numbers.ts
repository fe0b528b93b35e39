import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderBatchLine } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/batch-num — the lines with their drug batch numbers (ship dialog). */
export function getOrderBatchNumbers(sn: string): Promise<OrderBatchLine[]> {
  return apiClient.get<OrderBatchLine[]>(`seller/trade/orders/${encodeURIComponent(sn)}/batch-num`);
}

export const orderBatchNumbersQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'batch-num'), queryFn: () => getOrderBatchNumbers(sn) });

export function useOrderBatchNumbers(sn: string) {
  return useQuery(orderBatchNumbersQueryOptions(sn));
}
