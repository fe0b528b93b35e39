import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** GET seller/shops/roles/{role_id}/checked — the permission identifiers (route names) of a role. */
export function getRolePermissions(roleId: number): Promise<string[]> {
  return apiClient.get<string[]>(`seller/shops/roles/${roleId}/checked`);
}

/** Loaded once per page load (§2 "menu routes are generated"); a sign-out reloads the page. */
export const rolePermissionsQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: authKeys.rolePermissions(roleId),
    queryFn: () => getRolePermissions(roleId),
    staleTime: Infinity,
  });

export function useRolePermissions(roleId: number) {
  return useQuery(rolePermissionsQueryOptions(roleId));
}
