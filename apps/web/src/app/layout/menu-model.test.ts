import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../shared/routing/app-route.ts';
import { buildMenu, resolvePath } from './menu-model.ts';

const page = async () => () => null;

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute ones', () => {
    expect(resolvePath('/order', 'order-list')).toBe('/order/order-list');
    expect(resolvePath('/order/', 'order-list')).toBe('/order/order-list');
    expect(resolvePath('/order', '/dashboard')).toBe('/dashboard');
    expect(resolvePath('', '/dashboard')).toBe('/dashboard');
  });
});

describe('buildMenu', () => {
  const routes: AppRoute[] = [
    { name: 'dashboard', path: '/dashboard', titleKey: 'route.dashboard', icon: 'dashboard', page },
    {
      name: 'order',
      path: '/order',
      titleKey: 'route.order',
      icon: 'orders',
      redirect: 'order-list',
      children: [
        { name: 'order-list', path: 'order-list', titleKey: 'route.orderList', page },
        { name: 'detail', path: 'detail/:sn', titleKey: 'route.detail', hidden: true, page },
      ],
    },
    {
      name: 'empty',
      path: '/empty',
      titleKey: 'route.empty',
      children: [{ name: 'x', path: 'x', titleKey: 'x', hidden: true, page }],
    },
    { name: 'login', path: '/login', titleKey: 'route.login', hidden: true, page },
  ];

  it('builds full-path keys, leaves hidden routes out and drops empty groups', () => {
    expect(buildMenu(routes)).toEqual([
      { key: '/dashboard', titleKey: 'route.dashboard', icon: 'dashboard' },
      {
        key: '/order',
        titleKey: 'route.order',
        icon: 'orders',
        children: [{ key: '/order/order-list', titleKey: 'route.orderList' }],
      },
    ]);
  });
});
