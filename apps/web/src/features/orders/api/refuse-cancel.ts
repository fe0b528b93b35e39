import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/refuse-cancel — refuses the buyer's cancel request with a reason; the order carries
 * on where it was (cancel_requested back to 0). */
export function refuseCancel({ sn, reason }: { sn: string; reason: string }): Promise<ActionResult> {
  return apiClient.post<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/refuse-cancel`,
    { reason },
    { silent: true },
  );
}

export function useRefuseCancel() {
  return useOrderMutation(refuseCancel);
}
