import type { PermissionNode } from '@rxdesk/contract/auth/permissions';
import type { AppRoute } from './app-route.ts';

/* An area's menu and the roles dialog's permission tree, in one comparable shape (names, nested):
 * an area's route test checks that every page it shows in the menu can be granted, and no other. */

/** The menu part of a route tree (hidden pages are not in it). */
export function menuTree(routes: readonly AppRoute[]): unknown[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) =>
      route.children ? { name: route.name, children: menuTree(route.children) } : { name: route.name },
    );
}

/** A permission tree's names. */
export function permissionNames(nodes: readonly PermissionNode[]): unknown[] {
  return nodes.map((node) =>
    node.children ? { name: node.name, children: permissionNames(node.children) } : { name: node.name },
  );
}
