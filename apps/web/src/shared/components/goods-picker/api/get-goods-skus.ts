import type { Page } from '@rxdesk/contract/common/paging';
import type { GoodsSku, GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';
import { goodsKeys } from './goods-keys.ts';

/** GET admin/goods/skus — one page of the goods picker's list; goods_ids and goods_codes travel
 * as repeated keys (goods_codes=A&goods_codes=B), the http client's array encoding. */
export function getGoodsSkus(query: GoodsSkuQuery): Promise<Page<GoodsSku>> {
  return apiClient.get<Page<GoodsSku>>('admin/goods/skus', { params: query });
}

// The previous page stays on screen while the next one loads, so the table does not jump.
export const goodsSkusQueryOptions = (query: GoodsSkuQuery) =>
  queryOptions({
    queryKey: goodsKeys.skus(query),
    queryFn: () => getGoodsSkus(query),
    placeholderData: keepPreviousData,
  });
