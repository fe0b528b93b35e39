import type { Page } from '@rxdesk/contract/common/paging';
import type { GoodsListQuery, GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods — one page of the shop's goods (a tab, filters), newest first; each row
 * carries the actions the caller may take on it now. */
export function getGoodsList(query: Partial<GoodsListQuery>): Promise<Page<GoodsListRow>> {
  return apiClient.get<Page<GoodsListRow>>('seller/goods', { params: { ...query } });
}

export function useGoodsList(query: Partial<GoodsListQuery>) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: () => getGoodsList(query),
    placeholderData: keepPreviousData,
  });
}
