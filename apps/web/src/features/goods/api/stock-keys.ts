import type { ExpiryQuery, WarningQuery } from '@rxdesk/contract/goods/stock';

/** Query keys of stock by batch. Any stock change (receive, adjust) invalidates `all`: a SKU's
 * batches, its ledger, the warning list and the near-expiry list all move with it. */
export const stockKeys = {
  all: ['goods-stock'] as const,
  batches: (skuId: number) => [...stockKeys.all, 'batches', skuId] as const,
  ledger: (skuId: number, page: number) => [...stockKeys.all, 'ledger', skuId, page] as const,
  warning: (query: WarningQuery) => [...stockKeys.all, 'warning', query] as const,
  expiry: (query: ExpiryQuery) => [...stockKeys.all, 'expiry', query] as const,
  warningCounts: () => ['goods-stock-settings', 'warning-counts'] as const,
};
