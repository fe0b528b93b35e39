import type { OrganizationNode } from '@rxdesk/contract/settings/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';

/** Query keys of the organisation tree; the stores page invalidates `all` after a change. */
export const organizationKeys = {
  all: ['organizations'] as const,
  tree: (id: number) => [...organizationKeys.all, 'tree', id] as const,
};

/** GET admin/systems/organizations/{id}/tree — the shop's tree (id 0: from its root). */
export const getOrganizationTree = (id = 0) =>
  apiClient.get<OrganizationNode[]>(`admin/systems/organizations/${id}/tree`);

export const organizationTreeQueryOptions = (id = 0) =>
  queryOptions({ queryKey: organizationKeys.tree(id), queryFn: () => getOrganizationTree(id) });

export const useOrganizationTree = (id = 0) => useQuery(organizationTreeQueryOptions(id));
