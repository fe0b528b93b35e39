import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/delivery — same-city delivery by the shop's own staff (the order ships). */
export function deliverOrder(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/delivery`, undefined, {
    silent: true,
  });
}

export function useDeliverOrder() {
  return useOrderMutation(deliverOrder);
}
