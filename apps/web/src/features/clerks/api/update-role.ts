import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import type { RoleInput } from './create-role.ts';
import { clerksKeys } from './clerks-keys.ts';

/** PUT seller/shops/roles/{id} (JSON). Clerks holding the role get the new menu on their next
 * page load. Silent: shown in the dialog. */
export function updateRole({ roleId, ...input }: RoleInput & { roleId: number }): Promise<unknown> {
  return apiClient.put(
    `seller/shops/roles/${roleId}`,
    { ...input, role_name: input.role_name.trim() },
    { json: true, silent: true },
  );
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
