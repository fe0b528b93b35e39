import type { RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/refunds/{refund_sn}/retry — sends a pending or failed online refund to the payment
 * provider again (it deduplicates by refund number). Answers the refund: PROCESSING, or FAILED with
 * the provider's reason; 503 when no provider is configured. */
export function retryRefund(refundSn: string): Promise<RefundRow> {
  return apiClient.post<RefundRow>(`seller/refunds/${encodeURIComponent(refundSn)}/retry`, undefined, {
    silent: true,
  });
}

export function useRetryRefund() {
  return useAfterSaleMutation(retryRefund);
}
