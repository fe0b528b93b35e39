/* The pure half of a cascader whose levels are read on demand (regions, categories): the child
 * lists loaded so far, keyed by their parent's id, turned into the Cascader's options tree. */

/** Parent id → its children, as far as they are loaded. */
export type LoadedTree<N> = ReadonlyMap<number, readonly N[]>;

/** What the tree needs of an option; the caller's option may carry more (title, aria-label…). */
export interface LazyOption {
  value: number;
  isLeaf: boolean;
  children?: this[];
}

/** The options under `parentId`: an option that is not a leaf gets its children once their list is
 * loaded, so the menu asks for it (loadData) the first time it is opened. */
export function lazyOptions<N, O extends LazyOption>(
  loaded: LoadedTree<N>,
  parentId: number,
  toOption: (node: N) => O,
): O[] {
  return (loaded.get(parentId) ?? []).map((node) => {
    const option = toOption(node);
    if (!option.isLeaf && loaded.has(option.value))
      option.children = lazyOptions(loaded, option.value, toOption);
    return option;
  });
}

/** Whether every id of a path (top level first) is found level by level in what is loaded, so the
 * menus can show it as it is. */
export function isLazyPathLoaded<N>(
  loaded: LoadedTree<N>,
  rootId: number,
  ids: readonly number[],
  idOf: (node: N) => number,
): boolean {
  let parent = rootId;
  for (const id of ids) {
    if (!loaded.get(parent)?.some((node) => idOf(node) === id)) return false;
    parent = id;
  }
  return true;
}
