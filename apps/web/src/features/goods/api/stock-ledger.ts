import type { Page } from '@rxdesk/contract/common/paging';
import type { LedgerRow } from '@rxdesk/contract/goods/stock';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

export const LEDGER_PAGE_SIZE = 10;

/** GET seller/goods/skus/{sku_id}/ledger — every stock change of a SKU, newest first. */
export function getStockLedger(skuId: number, page: number): Promise<Page<LedgerRow>> {
  return apiClient.get<Page<LedgerRow>>(`seller/goods/skus/${skuId}/ledger`, {
    params: { page_no: page, page_size: LEDGER_PAGE_SIZE },
  });
}

export function useStockLedger(skuId: number | null, page: number) {
  return useQuery({
    queryKey: stockKeys.ledger(skuId ?? 0, page),
    queryFn: () => getStockLedger(skuId as number, page),
    enabled: skuId !== null,
    placeholderData: keepPreviousData,
  });
}
