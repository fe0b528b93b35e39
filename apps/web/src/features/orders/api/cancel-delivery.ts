import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/cancelDelivery — cancels the rider delivery before the rider picked the goods up. */
export function cancelDelivery(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/cancelDelivery`,
    undefined,
    { silent: true },
  );
}

export function useCancelDelivery() {
  return useOrderMutation(cancelDelivery);
}
