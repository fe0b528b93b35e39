import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsCategoryKeys } from './points-category-keys.ts';

/** DELETE seller/points/categories/{id}. A category with sub-categories is refused (409); the
 * client's toast shows the server's reason. */
export function deletePointsCategory(id: number): Promise<unknown> {
  return apiClient.delete(`seller/points/categories/${id}`);
}

export function useDeletePointsCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePointsCategory,
    // A refusal may mean the tree changed meanwhile: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsCategoryKeys.all }),
  });
}
