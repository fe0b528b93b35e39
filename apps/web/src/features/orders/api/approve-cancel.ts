import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/auth-cancel — approves the buyer's cancel request (stock back, refund when paid). */
export function approveCancel(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/auth-cancel`,
    undefined,
    { silent: true },
  );
}

export function useApproveCancel() {
  return useOrderMutation(approveCancel);
}
