import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/rog — confirm receipt of a shipped order. */
export function confirmReceipt(sn: string): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/rog`, undefined, {
    silent: true,
  });
}

export function useConfirmReceipt() {
  return useOrderMutation(confirmReceipt);
}
