import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { OrderPromotion } from '@rxdesk/contract/orders/orders';

/** GET seller/trade/orders/{sn}/promotion — discounts applied to the order. */
export function getOrderPromotion(sn: string): Promise<OrderPromotion> {
  return apiClient.get<OrderPromotion>(`seller/trade/orders/${encodeURIComponent(sn)}/promotion`);
}

export const orderPromotionQueryOptions = (sn: string) =>
  queryOptions({ queryKey: orderKeys.part(sn, 'promotion'), queryFn: () => getOrderPromotion(sn) });

export function useOrderPromotion(sn: string) {
  return useQuery(orderPromotionQueryOptions(sn));
}
