import { PERMISSION_TREE, type PermissionNode } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree, permissionNames as names } from '../../shared/routing/menu-tree.ts';
import { drugControlRoutes } from './routes.tsx';

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
