/** Query keys of the points categories screen; every change invalidates `all`. */
export const pointsCategoryKeys = {
  all: ['points', 'categories'] as const,
  tree: () => [...pointsCategoryKeys.all, 'tree'] as const,
};
