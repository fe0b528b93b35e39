import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../shared/routing/app-route.ts';
import { filterRoutes, isTrailAllowed } from './filter-routes.ts';

const tree: AppRoute[] = [
  { name: 'dashboard', path: '/dashboard', titleKey: 'route.dashboard', permission: null },
  {
    name: 'order',
    path: '/order',
    titleKey: 'route.order',
    children: [
      { name: 'order-list', path: 'order-list', titleKey: 'route.orderList' },
      { name: 'sorder-list', path: 'sorder-list', titleKey: 'route.sorderList' },
      { name: 'detail', path: 'detail/:sn', titleKey: 'route.orderDetail', hidden: true },
    ],
  },
  {
    name: 'goods',
    path: '/goods',
    titleKey: 'route.goods',
    children: [{ name: 'goods-list', path: 'goods-list', titleKey: 'route.goodsList' }],
  },
  {
    name: 'grade-application',
    path: '/grade',
    titleKey: 'route.grade',
    hidden: true,
    children: [{ name: 'grade-step', path: 'step', titleKey: 'route.step' }],
  },
];

const names = (routes: AppRoute[]): unknown[] =>
  routes.map((route) => (route.children ? [route.name, names(route.children)] : route.name));

describe('filterRoutes', () => {
  it('keeps everything for founders and role 0', () => {
    expect(filterRoutes(tree, 'all')).toEqual(tree);
  });

  it('keeps granted routes, hidden ones and those needing no permission, recursively', () => {
    expect(names(filterRoutes(tree, ['order', 'order-list']))).toEqual([
      'dashboard',
      ['order', ['order-list', 'detail']],
      ['grade-application', []],
    ]);
  });

  it('drops a whole group whose own identifier is missing, whatever its children', () => {
    expect(names(filterRoutes(tree, ['order-list', 'goods-list']))).toEqual([
      'dashboard',
      ['grade-application', []],
    ]);
  });

  it('honours a permission identifier that differs from the name', () => {
    const custom: AppRoute[] = [{ name: 'refunds', path: '/r', titleKey: 'x', permission: 'refund-list' }];
    expect(filterRoutes(custom, ['refund-list'])).toHaveLength(1);
    expect(filterRoutes(custom, ['refunds'])).toHaveLength(0);
  });

  it('keeps a hidden page that names a permission only for those holding it', () => {
    const audit: AppRoute[] = [
      { name: 'audit', path: 'audit/:sn', titleKey: 'x', hidden: true, permission: 'rx-list' },
    ];
    expect(filterRoutes(audit, ['rx-list'])).toHaveLength(1);
    expect(filterRoutes(audit, ['order-list'])).toHaveLength(0);
    expect(isTrailAllowed(audit, ['order-list'])).toBe(false);
  });

  it('does not modify the input tree', () => {
    const before = JSON.stringify(tree);
    filterRoutes(tree, []);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('isTrailAllowed', () => {
  const [dashboard, order] = tree as [AppRoute, AppRoute];
  const orderList = order.children?.[0] as AppRoute;

  it('requires every route on the way to be granted', () => {
    expect(isTrailAllowed([order, orderList], ['order', 'order-list'])).toBe(true);
    expect(isTrailAllowed([order, orderList], ['order-list'])).toBe(false);
    expect(isTrailAllowed([dashboard], [])).toBe(true);
  });
});
