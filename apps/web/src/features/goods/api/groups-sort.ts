import type { GroupNode } from '@rxdesk/contract/goods/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { groupsKeys } from './groups-keys.ts';

/** PUT seller/shops/cats/sort — every group under one parent in its new order; answers the tree. */
export function sortGroups(catIds: number[]): Promise<GroupNode[]> {
  return apiClient.put<GroupNode[]>('seller/shops/cats/sort', { cat_ids: catIds });
}

export function useSortGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortGroups,
    onSuccess: (tree) => queryClient.setQueryData(groupsKeys.tree(), tree),
    onError: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
