import type { PermissionNode } from '@rxdesk/contract/auth/permissions';
import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { allNames, checkedLeaves, grantedNames, grantedTitles, toTreeData } from './permission-tree.ts';

const TREE: PermissionNode[] = [
  { name: 'dashboard', zh: '首页', en: 'Dashboard' },
  {
    name: 'order',
    zh: '订单',
    en: 'Orders',
    children: [
      { name: 'order-list', zh: '订单列表', en: 'Orders' },
      { name: 'refund-list', zh: '退款', en: 'Refunds' },
    ],
  },
];

describe('permission tree', () => {
  it('labels nodes in the UI language, keyed by identifier', () => {
    expect(toTreeData(TREE, 'en')).toEqual([
      { key: 'dashboard', title: 'Dashboard' },
      {
        key: 'order',
        title: 'Orders',
        children: [
          { key: 'order-list', title: 'Orders' },
          { key: 'refund-list', title: 'Refunds' },
        ],
      },
    ]);
  });

  it('checks only leaves when loading, so a parent does not check all its children', () => {
    expect(checkedLeaves(TREE, ['order', 'order-list', 'gone-area'])).toEqual(['order-list']);
  });

  it('saves half-checked parents too, in menu order', () => {
    expect(grantedNames(TREE, ['order-list', 'dashboard'], ['order'])).toEqual([
      'dashboard',
      'order',
      'order-list',
    ]);
    expect(grantedNames(TREE, [], [])).toEqual([]);
  });

  it('names the granted pages for the list', () => {
    expect(grantedTitles(TREE, ['order', 'refund-list'], 'zh')).toEqual(['退款']);
  });

  it('uses the route names of the clerk screens', () => {
    expect(allNames(PERMISSION_TREE)).toEqual(expect.arrayContaining(['clerks', 'clerk-list', 'role-list']));
  });
});
