import type { CategoryTreeNode } from '@rxdesk/contract/goods/categories';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET admin/goods/categories/0/all-children — the whole platform tree, read only to find the
 * path of a draft's category (a draft keeps the id alone) so the picker opens where it is. */
export function getCategoryTree(): Promise<CategoryTreeNode[]> {
  return apiClient.get<CategoryTreeNode[]>('admin/goods/categories/0/all-children');
}

export function useCategoryTree(enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.categoryTree(),
    queryFn: getCategoryTree,
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The `category_path` of a category in the tree, or undefined when it is not there. */
export function pathInTree(tree: readonly CategoryTreeNode[], categoryId: number): string | undefined {
  for (const node of tree) {
    if (node.category_id === categoryId) return node.category_path;
    const below = pathInTree(node.children, categoryId);
    if (below) return below;
  }
  return undefined;
}
