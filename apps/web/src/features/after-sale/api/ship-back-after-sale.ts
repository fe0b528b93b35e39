import type { AfterSaleDetail, shipmentBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/ship-back — the shop records the buyer's parcel back
 * (a return handed in at the counter, or a waybill the buyer gave by phone). */
export function shipBackAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof shipmentBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(
    `seller/after-sales/${encodeURIComponent(serviceSn)}/ship-back`,
    body,
    { silent: true },
  );
}

export function useShipBackAfterSale() {
  return useAfterSaleMutation(shipBackAfterSale);
}
