import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../shared/routing/app-route.ts';
import { layoutRoutes } from './routes.tsx';

function walk(routes: readonly AppRoute[], visit: (route: AppRoute, path: string) => void, base = ''): void {
  for (const route of routes) {
    const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    visit(route, path);
    walk(route.children ?? [], visit, path);
  }
}

describe('the route tree', () => {
  it('checks every menu page against an identifier the roles dialog can grant (§6)', () => {
    walk(layoutRoutes, (route) => {
      const id = permissionOf(route);
      if (!route.hidden && id !== null) expect(ALL_PERMISSIONS, route.name).toContain(id);
    });
  });

  it('names every route once (a name is a tab identity)', () => {
    const names: string[] = [];
    walk(layoutRoutes, (route) => names.push(route.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('mounts the §2 after-sale paths, including the ones under /order', () => {
    const paths: string[] = [];
    walk(layoutRoutes, (_route, path) => paths.push(path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/after-sale/service-list',
        '/after-sale/service-detail/:service_sn',
        '/after-sale/refund-list',
        '/after-sale/complaint-list',
        '/order/complaint-detail/:id',
        '/order/after-sale/service-detail/:as_order_sn',
      ]),
    );
  });

  it('mounts the §2 points-mall paths: its orders, after-sale cases and refunds (issue 22)', () => {
    const paths: string[] = [];
    walk(layoutRoutes, (_route, path) => paths.push(path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/pointsOrder/pointsOrder-list',
        '/pointsOrder/pointAfterSale/point-service-list',
        '/pointsOrder/pointAfterSale/service-detail/:service_sn',
        '/pointsOrder/pointAfterSale/point-refund-list',
        '/pointsOrder/points-goods',
      ]),
    );
    const group = layoutRoutes.find((r) => r.name === 'pointsOrder');
    expect(group?.redirect).toBe('pointsOrder-list');
    expect(group?.children?.[0]?.name).toBe('pointsOrder-list');
    expect(group?.children?.find((r) => r.name === 'pointAfterSale')?.redirect).toBe('point-service-list');
  });
});
