import type { AfterSaleDetail, refuseBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/refuse — with the reason the buyer will read (final). */
export function refuseAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof refuseBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(`seller/after-sales/${encodeURIComponent(serviceSn)}/refuse`, body, {
    silent: true,
  });
}

export function useRefuseAfterSale() {
  return useAfterSaleMutation(refuseAfterSale);
}
