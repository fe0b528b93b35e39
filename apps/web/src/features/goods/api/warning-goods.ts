import type { Page } from '@rxdesk/contract/common/paging';
import type { StockSku, WarningQuery } from '@rxdesk/contract/goods/stock';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/** GET seller/goods/warning-goods — SKUs at or under their warning quantity, fewest first. */
export function getWarningGoods(query: WarningQuery): Promise<Page<StockSku>> {
  return apiClient.get<Page<StockSku>>('seller/goods/warning-goods', { params: { ...query } });
}

export function useWarningGoods(query: WarningQuery) {
  return useQuery({
    queryKey: stockKeys.warning(query),
    queryFn: () => getWarningGoods(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
