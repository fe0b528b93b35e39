import type { GoodsTag } from '@rxdesk/contract/goods/tags';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { tagsKeys } from './tags-keys.ts';

/** GET seller/goods/tags — hot, new, recommend, then the shop's own, with goods counts. */
export function getTags(): Promise<GoodsTag[]> {
  return apiClient.get<GoodsTag[]>('seller/goods/tags');
}

export const tagsQueryOptions = () => queryOptions({ queryKey: tagsKeys.list(), queryFn: getTags });

export function useTags() {
  return useQuery(tagsQueryOptions());
}
