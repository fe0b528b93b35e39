import { CATEGORY_MAX_LEVEL, CATEGORY_ROOT_ID, type Category } from '@rxdesk/contract/goods/categories';
import { lazyOptions, type LazyOption, type LoadedTree } from '../lazy-cascader/lazy-tree.ts';

export interface CategoryOption extends LazyOption {
  label: string;
}

/** §9: four levels at most; a category with nothing under it ends the menus earlier. */
export function isLastLevel(category: Pick<Category, 'level' | 'has_children'>): boolean {
  return category.level >= CATEGORY_MAX_LEVEL || !category.has_children;
}

export function categoryOptions(loaded: LoadedTree<Category>): CategoryOption[] {
  return lazyOptions(loaded, CATEGORY_ROOT_ID, (c): CategoryOption => ({
    value: c.category_id,
    label: c.name,
    isLeaf: isLastLevel(c),
  }));
}

/** The ids top level first → the category's `category_path` ('0|3|12|'), which is what the goods
 * filters take (as a prefix: a category with everything under it). */
export function categoryPathOf(ids: readonly number[]): string | undefined {
  return ids.length ? `${[CATEGORY_ROOT_ID, ...ids].join('|')}|` : undefined;
}

/** '0|3|12|' → [3, 12]; anything that is not such a path gives [] (nothing chosen). */
export function idsOfCategoryPath(path: string | undefined): number[] {
  if (!path || !/^0\|(\d+\|){1,4}$/.test(path)) return [];
  return path.split('|').slice(1, -1).map(Number);
}
