import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { orderRoutes } from './routes.tsx';

const children = orderRoutes.flatMap((route) => route.children ?? []);
const menu = (routes: AppRoute[]) => routes.filter((r) => !r.hidden).map((r) => permissionOf(r));

describe('orders routes', () => {
  it('the menu pages are exactly the orders pages the roles dialog can grant', () => {
    const granted = PERMISSION_TREE.find((node) => node.name === 'orders')?.children?.map((n) => n.name);
    expect(menu(children)).toEqual(granted);
    expect(menu(children)).toContain('sorder-list');
  });

  it('the sub-order page is hidden and needs the drop-ship permission', () => {
    const detail = children.find((r) => r.path === 'sdetail/:ssid/:sn');
    expect(detail).toMatchObject({ hidden: true, permission: 'sorder-list' });
  });
});
