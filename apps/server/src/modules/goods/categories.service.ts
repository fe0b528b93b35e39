import { CATEGORY_ROOT_ID, type Category, type CategoryTreeNode } from '@rxdesk/contract/goods/categories';
import { notFound } from '../../platform/http/app-error.ts';
import type { CategoriesRepository, CategoryRow } from './categories.repository.ts';

/** `0|3|12|` → 2: the ids after the root. */
const levelOf = (path: string) => path.split('|').filter(Boolean).length - 1;

const toCategory = (r: CategoryRow): Category => ({
  category_id: r.id,
  parent_id: r.parent_id,
  name: r.name,
  category_path: r.category_path,
  level: levelOf(r.category_path),
  has_children: Number(r.has_children) === 1,
});

/** The category picker's data (§2, §7): a level at a time, or a whole subtree. */
export class CategoriesService {
  constructor(private readonly repo: CategoriesRepository) {}

  /** The categories under the given ids (0: the top level); [] under a leaf or an unknown id, so a
   * picker asking for a level that is gone just shows nothing to choose. */
  async children(ids: readonly number[]): Promise<Category[]> {
    return (await this.repo.children(ids)).map(toCategory);
  }

  /** Everything under `id`, nested; 404 for an unknown id (0 is the root: the whole tree). */
  async allChildren(id: number): Promise<CategoryTreeNode[]> {
    const rows = await this.repo.descendants(id, CATEGORY_ROOT_ID);
    if (rows.length === 0 && id !== CATEGORY_ROOT_ID && !(await this.repo.exists(id))) throw notFound();
    const nodes = new Map<number, CategoryTreeNode>();
    for (const r of rows) nodes.set(r.id, { ...toCategory(r), children: [] });
    const top: CategoryTreeNode[] = [];
    // Rows come in sort order, so each parent's children keep it.
    for (const node of nodes.values()) {
      const parent = node.parent_id === id ? undefined : nodes.get(node.parent_id);
      (parent ? parent.children : top).push(node);
    }
    return top;
  }
}
