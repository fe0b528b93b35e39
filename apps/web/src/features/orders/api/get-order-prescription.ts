import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderPrescription } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/prescription/{sn} — the order's prescription hold and reference. */
export function getOrderPrescription(sn: string): Promise<OrderPrescription> {
  return apiClient.get<OrderPrescription>(`seller/trade/orders/prescription/${encodeURIComponent(sn)}`);
}

export const orderPrescriptionQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'prescription'), queryFn: () => getOrderPrescription(sn) });

export function useOrderPrescription(sn: string) {
  return useQuery(orderPrescriptionQueryOptions(sn));
}
