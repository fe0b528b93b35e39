import { apiClient } from '../../../shared/http/api-client.ts';
import { LONG_TIMEOUT_MS } from '../../../shared/http/request-config.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/orderAgain — re-submits an order whose entry failed; waits on the store system (§9: 130 s). */
export function orderAgain(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/orderAgain`, undefined, {
    silent: true,
    timeout: LONG_TIMEOUT_MS,
  });
}

export function useOrderAgain() {
  return useOrderMutation(orderAgain);
}
