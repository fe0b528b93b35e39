import { isLazyPathLoaded, lazyOptions, type LoadedTree } from '../lazy-cascader/lazy-tree.ts';
import { REGION_MAX_GRADE, REGION_ROOT_ID, type RegionNode } from '@rxdesk/contract/regions/regions';

/** §5 / §9: region labels are cut at 8 characters; the full name stays in the title. */
export const REGION_LABEL_MAX = 8;

export function regionLabel(name: string): string {
  const chars = Array.from(name); // by code point, so a character is never split
  return chars.length > REGION_LABEL_MAX ? `${chars.slice(0, REGION_LABEL_MAX).join('')}…` : name;
}

/** §5: a level-4 choice completes the selection — and so does a region with nothing under it,
 * where the data stops earlier. Anything else opens the next level. */
export function completesSelection(node: Pick<RegionNode, 'region_grade' | 'has_children'>): boolean {
  return node.region_grade >= REGION_MAX_GRADE || !node.has_children;
}

export interface RegionOption {
  value: number;
  label: string;
  /** The full name: shown on hover, and read by screen readers instead of the cut label. */
  title: string;
  'aria-label': string;
  isLeaf: boolean;
  children?: RegionOption[];
}

/** The Cascader's tree from the child lists loaded so far (parent id → its children): a region
 * gets its children once its list is loaded, so the menu can ask for it lazily. */
export function regionOptions(
  loaded: LoadedTree<RegionNode>,
  parentId: number = REGION_ROOT_ID,
): RegionOption[] {
  return lazyOptions(loaded, parentId, (node): RegionOption => ({
    value: node.id,
    label: regionLabel(node.local_name),
    title: node.local_name,
    'aria-label': node.local_name,
    isLeaf: completesSelection(node),
  }));
}

/** Whether every id of a path can be found level by level in what is loaded (so the menus can
 * show it without asking the server for the path). */
export function isPathLoaded(loaded: LoadedTree<RegionNode>, ids: readonly number[]): boolean {
  return isLazyPathLoaded(loaded, REGION_ROOT_ID, ids, (region) => region.id);
}
