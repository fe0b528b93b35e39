import type { Page } from '@rxdesk/contract/common/paging';
import type { DraftListQuery, DraftRow } from '@rxdesk/contract/goods/goods-drafts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods/draft-goods — the shop's drafts, newest first. */
export function getDrafts(query: Partial<DraftListQuery>): Promise<Page<DraftRow>> {
  return apiClient.get<Page<DraftRow>>('seller/goods/draft-goods', { params: { ...query } });
}

export function useDrafts(query: Partial<DraftListQuery>) {
  return useQuery({
    queryKey: catalogueKeys.draftList(query),
    queryFn: () => getDrafts(query),
    placeholderData: keepPreviousData,
  });
}
