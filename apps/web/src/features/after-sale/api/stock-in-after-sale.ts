import type { AfterSaleDetail, stockInBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/stock-in — the returned goods arrived and go back to
 * stock (in the same transaction on the server). */
export function stockInAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof stockInBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(
    `seller/after-sales/${encodeURIComponent(serviceSn)}/stock-in`,
    body,
    { silent: true },
  );
}

export function useStockInAfterSale() {
  return useAfterSaleMutation(stockInAfterSale);
}
