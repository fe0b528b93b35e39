import type { Role } from '@rxdesk/contract/clerks/clerks';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

export interface RoleListParams {
  page_no: number;
  page_size: number;
}

/** The page the clerk dialog reads its role choices from (the API's largest page). */
export const ALL_ROLES: RoleListParams = { page_no: 1, page_size: 100 };

/** GET seller/shops/roles — a page of the shop's roles with their permissions and clerk counts. */
export function getRoles(params: RoleListParams): Promise<Page<Role>> {
  return apiClient.get<Page<Role>>('seller/shops/roles', { params });
}

export const rolesQueryOptions = (params: RoleListParams) =>
  queryOptions({
    queryKey: clerksKeys.roleList(params),
    queryFn: () => getRoles(params),
    placeholderData: keepPreviousData,
  });

export function useRoles(params: RoleListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(params), enabled: options.enabled ?? true });
}
