import type { GroupNode } from '@rxdesk/contract/goods/groups';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** GET seller/shops/cats — the shop's goods groups, for the goods analysis's group filter. */
export function getGoodsGroups(): Promise<GroupNode[]> {
  return apiClient.get<GroupNode[]>('seller/shops/cats');
}

export function useGoodsGroups() {
  return useQuery({ queryKey: statisticsKeys.groups(), queryFn: getGoodsGroups, staleTime: 60_000 });
}
