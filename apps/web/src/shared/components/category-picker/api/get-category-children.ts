import type { Category } from '@rxdesk/contract/goods/categories';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';
import { categoryKeys } from './category-keys.ts';

/** GET admin/goods/categories/{id}/children — the categories under one (0: the top level). */
export function getCategoryChildren(id: number): Promise<Category[]> {
  return apiClient.get<Category[]>(`admin/goods/categories/${id}/children`);
}

// The platform tree changes rarely (an administrator's edit): a level read once stays for five
// minutes before the next opening reads it again.
export const categoryChildrenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: categoryKeys.children(id),
    queryFn: () => getCategoryChildren(id),
    staleTime: 5 * 60_000,
  });
