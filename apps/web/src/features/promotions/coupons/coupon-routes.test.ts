import { PERMISSION_TREE, type PermissionNode } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree, permissionNames as names } from '../../../shared/routing/menu-tree.ts';
import { promotionsRoutes } from '../routes.tsx';
import { couponActions } from './components/coupon-table.tsx';
import type { Coupon } from '@rxdesk/contract/promotions/coupons';

describe('coupon routes', () => {
  it('are named as the permission tree names them', () => {
    const node = PERMISSION_TREE.find((n) => n.name === 'promotions');
    expect(node).toBeDefined();
    expect(menuTree(promotionsRoutes)).toEqual(names([node as PermissionNode]));
  });

  it('open the hidden receive list only with coupon-list', () => {
    const hidden = (promotionsRoutes[0]?.children ?? []).filter((route) => route.hidden);
    expect(hidden.map((route) => [route.path, route.permission])).toContainEqual([
      'coupon-receive/:coupon_id',
      'coupon-list',
    ]);
  });
});

describe('coupon row actions (the server refuses the same)', () => {
  const c = (over: Partial<Coupon>) => ({ state: 'RUNNING', claimed: 0, ...over }) as Coupon;
  it('edit and delete only while nobody holds a copy; nothing but the receipts once void', () => {
    expect(couponActions(c({}))).toEqual(['edit', 'delete', 'issue', 'void', 'receive']);
    expect(couponActions(c({ claimed: 3 }))).toEqual(['issue', 'void', 'receive']);
    expect(couponActions(c({ state: 'ENDED', claimed: 3 }))).toEqual(['void', 'receive']);
    expect(couponActions(c({ state: 'VOID' }))).toEqual(['receive']);
  });
});
