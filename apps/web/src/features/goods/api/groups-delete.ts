import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { groupsKeys } from './groups-keys.ts';

/** DELETE seller/shops/cats/{cat_id}. A group with sub-groups or goods is refused (409) with a
 * message saying how many; the client's toast shows it. */
export function deleteGroup(catId: number): Promise<unknown> {
  return apiClient.delete(`seller/shops/cats/${catId}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // A refusal may mean the tree changed meanwhile: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
