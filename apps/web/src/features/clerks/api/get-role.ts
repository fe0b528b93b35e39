import type { Role } from '@rxdesk/contract/clerks/clerks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

/** GET seller/shops/roles/{id} — one role, read fresh when its edit dialog opens. */
export function getRole(roleId: number): Promise<Role> {
  return apiClient.get<Role>(`seller/shops/roles/${roleId}`);
}

export const roleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: clerksKeys.roleDetail(roleId),
    queryFn: () => getRole(roleId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** `roleId` null: nothing to load (the dialog is adding a role). Loads while `enabled` (the dialog
 * is open) and keeps the last answer while it closes, so the form does not flicker away. */
export function useRole(roleId: number | null, enabled: boolean) {
  return useQuery({ ...roleQueryOptions(roleId ?? 0), enabled: enabled && roleId !== null });
}
