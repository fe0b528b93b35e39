import type { AfterSaleDetail, shipmentBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/reship — the replacement (exchange) or the missing goods
 * (re-send) went out with this parcel; the case is completed. */
export function reshipAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof shipmentBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(`seller/after-sales/${encodeURIComponent(serviceSn)}/reship`, body, {
    silent: true,
  });
}

export function useReshipAfterSale() {
  return useAfterSaleMutation(reshipAfterSale);
}
