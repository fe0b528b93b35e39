import type { offlineRefundBody, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/refunds/{refund_sn}/offline — records a pending or failed refund as paid by the shop
 * some other way (bank transfer, cash…), with a note saying how. */
export function offlineRefund({
  refundSn,
  body,
}: {
  refundSn: string;
  body: z.input<typeof offlineRefundBody>;
}): Promise<RefundRow> {
  return apiClient.post<RefundRow>(`seller/refunds/${encodeURIComponent(refundSn)}/offline`, body, {
    silent: true,
  });
}

export function useOfflineRefund() {
  return useAfterSaleMutation(offlineRefund);
}
