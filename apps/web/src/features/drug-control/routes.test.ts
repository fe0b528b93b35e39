import { PERMISSION_TREE, type PermissionNode } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../shared/routing/app-route.ts';
import { drugControlRoutes } from './routes.tsx';

/** The menu part of a route tree as the permission tree's shape (hidden pages are not in it). */
function menuTree(routes: readonly AppRoute[]): unknown[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) =>
      route.children ? { name: route.name, children: menuTree(route.children) } : { name: route.name },
    );
}

function names(nodes: readonly PermissionNode[]): unknown[] {
  return nodes.map((node) =>
    node.children ? { name: node.name, children: names(node.children) } : { name: node.name },
  );
}

describe('drug-control routes', () => {
  it('are named as the permission tree names them', () => {
    const node = PERMISSION_TREE.find((n) => n.name === 'control');
    expect(node).toBeDefined();
    expect(menuTree(drugControlRoutes)).toEqual(names([node as PermissionNode]));
  });

  it('open the hidden order detail only with the control-order permission', () => {
    const hidden = (drugControlRoutes[0]?.children ?? []).filter((route) => route.hidden);
    expect(hidden.map((route) => [route.path, route.permission])).toEqual([
      ['controlOrderDetail/:sn', 'controlOrder'],
    ]);
  });
});
