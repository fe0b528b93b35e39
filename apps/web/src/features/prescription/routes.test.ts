import { PERMISSION_TREE, type PermissionNode } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree, permissionNames as names } from '../../shared/routing/menu-tree.ts';
import { prescriptionRoutes } from './routes.tsx';

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
