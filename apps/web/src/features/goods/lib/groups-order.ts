import type { GroupNode } from '@rxdesk/contract/goods/groups';

/** The ids of the groups beside `catId` (same parent), in their shown order; [] if not found. */
export function siblingIds(tree: readonly GroupNode[], catId: number): number[] {
  if (tree.some((g) => g.cat_id === catId)) return tree.map((g) => g.cat_id);
  const parent = tree.find((g) => g.children.some((c) => c.cat_id === catId));
  return parent ? parent.children.map((c) => c.cat_id) : [];
}

/** The sibling order after moving `catId` one place up (-1) or down (+1); null when it is
 * already first / last (nothing to send). */
export function movedOrder(tree: readonly GroupNode[], catId: number, step: -1 | 1): number[] | null {
  const ids = siblingIds(tree, catId);
  const from = ids.indexOf(catId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
