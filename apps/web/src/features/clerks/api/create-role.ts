import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

export interface RoleInput {
  role_name: string;
  /** Permission identifiers (route names of PERMISSION_TREE). */
  permissions: string[];
}

/** POST seller/shops/roles (JSON: the permission list is an array). Silent: field errors go
 * under their fields in the dialog. */
export function createRole(input: RoleInput): Promise<{ role_id: number }> {
  return apiClient.post<{ role_id: number }>(
    'seller/shops/roles',
    { ...input, role_name: input.role_name.trim() },
    { json: true, silent: true },
  );
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
