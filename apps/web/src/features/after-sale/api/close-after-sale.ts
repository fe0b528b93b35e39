import type { AfterSaleDetail, closeBody } from '@rxdesk/contract/after-sale/after-sale';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/after-sales/{service_sn}/close — ends a case before goods or money moved (final). */
export function closeAfterSale({
  serviceSn,
  body,
}: {
  serviceSn: string;
  body: z.input<typeof closeBody>;
}): Promise<AfterSaleDetail> {
  return apiClient.post<AfterSaleDetail>(`seller/after-sales/${encodeURIComponent(serviceSn)}/close`, body, {
    silent: true,
  });
}

export function useCloseAfterSale() {
  return useAfterSaleMutation(closeAfterSale);
}
