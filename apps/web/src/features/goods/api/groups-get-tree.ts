import type { GroupNode } from '@rxdesk/contract/goods/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { groupsKeys } from './groups-keys.ts';

/** GET seller/shops/cats — the two-level tree, each group with its goods count. */
export function getGroupTree(): Promise<GroupNode[]> {
  return apiClient.get<GroupNode[]>('seller/shops/cats');
}

export const groupTreeQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.tree(), queryFn: getGroupTree });

export function useGroupTree() {
  return useQuery(groupTreeQueryOptions());
}
