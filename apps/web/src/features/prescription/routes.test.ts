import { PERMISSION_TREE, type PermissionNode } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../shared/routing/app-route.ts';
import { prescriptionRoutes } from './routes.tsx';

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

describe('prescription routes', () => {
  it('are named as the permission tree names them', () => {
    const node = PERMISSION_TREE.find((n) => n.name === 'prescription');
    expect(node).toBeDefined();
    expect(menuTree(prescriptionRoutes)).toEqual(names([node as PermissionNode]));
  });

  it('open the hidden pages only with the list permission', () => {
    const hidden = (prescriptionRoutes[0]?.children ?? []).filter((route) => route.hidden);
    expect(hidden.map((route) => route.path)).toEqual([
      'prescriptionOrder/pharmacistAudit/:sn',
      'prescriptionOrder/detail/:sn',
      'prescriptionOrder/prescriptionSeeModel/:sn',
    ]);
    for (const route of hidden) expect(route.permission).toBe('prescriptionOrderList');
  });
});
