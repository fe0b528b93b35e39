import { ALL_PERMISSIONS, PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { afterSaleOrderRoutes, afterSaleRoutes } from './routes.tsx';

/** The §6 identifiers of the menu routes (hidden pages need none). */
function menuIdentifiers(routes: readonly AppRoute[]): string[] {
  return routes
    .filter((route) => !route.hidden)
    .flatMap((route) => [permissionOf(route), ...menuIdentifiers(route.children ?? [])])
    .filter((id): id is string => id !== null);
}

describe('after-sale routes', () => {
  it("are exactly the contract's after-sale permissions", () => {
    const group = PERMISSION_TREE.find((node) => node.name === 'after-sale');
    expect(afterSaleRoutes[0]?.name).toBe(group?.name);
    // The group itself needs no grant (a role holds the pages), so only the pages are checked.
    expect(menuIdentifiers(afterSaleRoutes)).toEqual((group?.children ?? []).map((node) => node.name));
    for (const id of menuIdentifiers(afterSaleRoutes)) expect(ALL_PERMISSIONS).toContain(id);
  });

  it('have the §2 paths', () => {
    const [group] = afterSaleRoutes;
    expect(group?.path).toBe('/after-sale');
    expect(group?.redirect).toBe('service-list');
    expect(group?.children?.map((r) => [r.name, r.path, Boolean(r.hidden)])).toEqual([
      ['service-list', 'service-list', false],
      ['service-detail', 'service-detail/:service_sn', true],
      ['refund-list', 'refund-list', false],
      ['complaint-list', 'complaint-list', false],
    ]);
  });

  it('put the complaint detail and the second case-detail path in the order group, hidden', () => {
    expect(afterSaleOrderRoutes.map((r) => [r.name, r.path, r.hidden, r.permission])).toEqual([
      ['complaint-detail', 'complaint-detail/:id', true, 'complaint-list'],
      ['order-service-detail', 'after-sale/service-detail/:as_order_sn', true, 'service-list'],
    ]);
  });
});
