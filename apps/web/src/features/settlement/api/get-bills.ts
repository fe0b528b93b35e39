import type { BillListQuery, BillPage } from '@rxdesk/contract/settlement/settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

/** GET seller/settlement/bills — a page of the shop's bills and the shop's terms. */
export function getBills(params: BillListQuery): Promise<BillPage> {
  return apiClient.get<BillPage>('seller/settlement/bills', { params });
}

export function useBills(params: BillListQuery) {
  return useQuery({
    queryKey: settlementKeys.list(params),
    queryFn: () => getBills(params),
    placeholderData: keepPreviousData,
  });
}
