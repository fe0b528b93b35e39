import type { z } from 'zod';
import type { roleOption } from '@rxdesk/contract/clerks/clerks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

export type RoleOptionRow = z.infer<typeof roleOption>;

/** GET seller/shops/roles/options — every role's name, readable with the clerks permission alone. */
export function getRoleOptions(): Promise<RoleOptionRow[]> {
  return apiClient.get<RoleOptionRow[]>('seller/shops/roles/options');
}

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: clerksKeys.roleOptions(), queryFn: getRoleOptions });

export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}
