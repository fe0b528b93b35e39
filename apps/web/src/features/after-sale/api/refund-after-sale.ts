import type { AfterSaleDetail, refundBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/refund — ORIGINAL goes back along the buyer's payment
 * through the payment provider (503 when none is configured, nothing changed); OFFLINE records a
 * refund the shop paid some other way, with a note. */
export function refundAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof refundBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(`seller/after-sales/${encodeURIComponent(serviceSn)}/refund`, body, {
    silent: true,
  });
}

export function useRefundAfterSale() {
  return useAfterSaleMutation(refundAfterSale);
}
