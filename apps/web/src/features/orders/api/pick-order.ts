import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/pick — self pick-up with the 6-digit code the buyer shows; a wrong code changes nothing. */
export function pickOrder({ sn, pickcode }: { sn: string; pickcode: string }): Promise<ActionResult> {
  return apiClient.post<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/pick`,
    { pickcode },
    { silent: true },
  );
}

export function usePickOrder() {
  return useOrderMutation(pickOrder);
}
