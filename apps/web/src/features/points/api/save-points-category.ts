import type { PointsCategoryCreateBody } from '@rxdesk/contract/points/points-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsCategoryKeys } from './points-category-keys.ts';

/** POST seller/points/categories (no id) or PUT seller/points/categories/{id} (name and sort).
 * Silent: the dialog puts field errors (a name taken, a parent refused) under their fields. */
export function savePointsCategory(input: PointsCategoryCreateBody & { id?: number }): Promise<unknown> {
  const { id, parent_id, ...body } = input;
  return id
    ? apiClient.put(`seller/points/categories/${id}`, body, { silent: true })
    : apiClient.post('seller/points/categories', { ...body, parent_id }, { silent: true });
}

export function useSavePointsCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePointsCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsCategoryKeys.all }),
  });
}
