import type { AfterSaleDetail, approveBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/approve — the amount (yuan) is required for the refund
 * types and may not exceed the case's refundable amount; exchange / re-send take none. */
export function approveAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof approveBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(
    `seller/after-sales/${encodeURIComponent(serviceSn)}/approve`,
    body,
    { silent: true },
  );
}

export function useApproveAfterSale() {
  return useAfterSaleMutation(approveAfterSale);
}
