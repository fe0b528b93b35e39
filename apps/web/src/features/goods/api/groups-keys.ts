/** Query keys of the shop groups screen; every change invalidates `all` (counts and order move
 * together). */
export const groupsKeys = {
  all: ['goods', 'groups'] as const,
  tree: () => [...groupsKeys.all, 'tree'] as const,
};
