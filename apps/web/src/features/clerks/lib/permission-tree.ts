import type { PermissionNode } from '@rxdesk/contract/auth/permissions';

/* The roles dialog shows PERMISSION_TREE as a checkable antd Tree. A parent's identifier is also
 * a §6 permission (the menu group is only kept when its own name is granted), so saving grants the
 * fully and the half checked parents; loading gives the Tree only leaves, because a checked parent
 * would check all its children. */

export interface PermissionTreeNode {
  key: string;
  title: string;
  children?: PermissionTreeNode[];
}

export function toTreeData(nodes: readonly PermissionNode[], language: 'zh' | 'en'): PermissionTreeNode[] {
  return nodes.map((node) => ({
    key: node.name,
    title: node[language],
    ...(node.children?.length ? { children: toTreeData(node.children, language) } : {}),
  }));
}

/** Every identifier, parents before their children, in menu order. */
export function allNames(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.name, ...allNames(node.children ?? [])]);
}

function leafNames(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? leafNames(node.children) : [node.name]));
}

/** The Tree's checked keys for a role's permissions: the granted leaves. Unknown names (an area
 * no longer in the menu) are dropped. */
export function checkedLeaves(nodes: readonly PermissionNode[], granted: readonly string[]): string[] {
  const set = new Set(granted);
  return leafNames(nodes).filter((name) => set.has(name));
}

/** What to save from the Tree's checked and half-checked keys, in menu order. */
export function grantedNames(
  nodes: readonly PermissionNode[],
  checked: readonly string[],
  halfChecked: readonly string[],
): string[] {
  const set = new Set([...checked, ...halfChecked]);
  return allNames(nodes).filter((name) => set.has(name));
}

/** Titles of the granted identifiers that are pages (leaves), for the role list. */
export function grantedTitles(
  nodes: readonly PermissionNode[],
  granted: readonly string[],
  language: 'zh' | 'en',
): string[] {
  const set = new Set(granted);
  const walk = (list: readonly PermissionNode[]): string[] =>
    list.flatMap((node) =>
      node.children?.length ? walk(node.children) : set.has(node.name) ? [node[language]] : [],
    );
  return walk(nodes);
}
