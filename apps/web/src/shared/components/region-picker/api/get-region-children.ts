import type { RegionNode } from '@rxdesk/contract/regions/regions';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';
import { regionKeys } from './region-keys.ts';

/** GET base/regions/{id}/children — the regions under one (0: the provinces); [] under a leaf. */
export function getRegionChildren(id: number): Promise<RegionNode[]> {
  return apiClient.get<RegionNode[]>(`base/regions/${id}/children`);
}

// The divisions change only with a release: once read, a list is kept for the whole session.
export const regionChildrenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: regionKeys.children(id),
    queryFn: () => getRegionChildren(id),
    staleTime: Infinity,
    gcTime: Infinity,
  });
