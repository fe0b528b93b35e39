import type { ExpiryQuery, WarningQuery } from '@rxdesk/contract/goods/stock';
import type { QueryClient } from '@tanstack/react-query';
import { GOODS_STOCK_ROOT, warningCountsKey } from '../../../shared/goods/stock-settings-keys.ts';
import { GOODS_ROOT } from './goods-keys.ts';

/** Query keys of stock by batch. Any stock change (receive, adjust) invalidates `all`: a SKU's
 * batches, its ledger, the warning list and the near-expiry list all move with it. */
export const stockKeys = {
  all: GOODS_STOCK_ROOT,
  batches: (skuId: number) => [...stockKeys.all, 'batches', skuId] as const,
  ledger: (skuId: number, page: number) => [...stockKeys.all, 'ledger', skuId, page] as const,
  warning: (query: WarningQuery) => [...stockKeys.all, 'warning', query] as const,
  expiry: (query: ExpiryQuery) => [...stockKeys.all, 'expiry', query] as const,
  warningCounts: warningCountsKey,
};

/** After a change of stock quantities: the stock views and every goods list and SKU table, which
 * show the SKU's and the item's stock (the SKU page's stock column read stale otherwise). */
export function invalidateStockQuantities(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    queryClient.invalidateQueries({ queryKey: GOODS_ROOT }),
  ]);
}
