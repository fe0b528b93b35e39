import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';

/** Query keys of the goods picker's list. Goods change under it (prices, shelves): nothing is kept
 * past the dialog's own staleness. */
export const goodsKeys = {
  all: ['goods'] as const,
  skus: (query: GoodsSkuQuery) => [...goodsKeys.all, 'skus', query] as const,
};
