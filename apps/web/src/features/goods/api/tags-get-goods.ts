import type { Page } from '@rxdesk/contract/common/paging';
import type { TagGoodsRow } from '@rxdesk/contract/goods/tags';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { tagsKeys } from './tags-keys.ts';

export interface TagGoodsParams {
  page_no: number;
  page_size: number;
  keyword?: string;
}

/** GET seller/goods/tags/{tag_id}/goods — the tag's goods, newest first. */
export function getTagGoods(tagId: number, params: TagGoodsParams): Promise<Page<TagGoodsRow>> {
  return apiClient.get<Page<TagGoodsRow>>(`seller/goods/tags/${tagId}/goods`, { params });
}

export const tagGoodsQueryOptions = (tagId: number, params: TagGoodsParams) =>
  queryOptions({
    queryKey: tagsKeys.goods(tagId, params),
    queryFn: () => getTagGoods(tagId, params),
    placeholderData: keepPreviousData,
  });

export function useTagGoods(tagId: number, params: TagGoodsParams) {
  return useQuery(tagGoodsQueryOptions(tagId, params));
}
