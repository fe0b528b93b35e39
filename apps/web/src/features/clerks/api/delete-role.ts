import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

/** DELETE seller/shops/roles/{id}. A role still in use is refused with 409 and a message naming
 * how many clerks hold it; the page shows that message. Silent for that reason. */
export function deleteRole(roleId: number): Promise<unknown> {
  return apiClient.delete(`seller/shops/roles/${roleId}`, { silent: true });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
