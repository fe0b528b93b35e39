import type { Page } from '@rxdesk/contract/common/paging';
import type { BillItem, BillItemsQuery } from '@rxdesk/contract/settlement/settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

/** GET seller/settlement/bills/{sn}/items — a page of one type of the bill's lines. */
export function getBillItems(sn: string, params: BillItemsQuery): Promise<Page<BillItem>> {
  return apiClient.get<Page<BillItem>>(`seller/settlement/bills/${encodeURIComponent(sn)}/items`, { params });
}

export function useBillItems(sn: string, params: BillItemsQuery) {
  return useQuery({
    queryKey: settlementKeys.items(sn, params),
    queryFn: () => getBillItems(sn, params),
    placeholderData: keepPreviousData,
  });
}
