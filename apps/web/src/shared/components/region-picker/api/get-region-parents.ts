import type { RegionNode } from '@rxdesk/contract/regions/regions';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';
import { regionKeys } from './region-keys.ts';

/** GET system/regions/parent/{id} — the path from the province down to the region itself. Silent:
 * a stored id that no longer exists just leaves the picker empty for a new choice. */
export function getRegionParents(id: number): Promise<RegionNode[]> {
  return apiClient.get<RegionNode[]>(`system/regions/parent/${id}`, { silent: true });
}

export const regionParentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: regionKeys.parents(id),
    queryFn: () => getRegionParents(id),
    staleTime: Infinity,
  });
