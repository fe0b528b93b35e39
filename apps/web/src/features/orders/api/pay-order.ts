import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/pay — the seller confirms the money arrived (unpaid online order, or COD cash at ROG). */
export function payOrder(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/pay`, undefined, {
    silent: true,
  });
}

export function usePayOrder() {
  return useOrderMutation(payOrder);
}
