import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route.ts';
import { mountRoutes } from './mount-routes.ts';

const tree: AppRoute[] = [
  { name: 'a', path: '/a', titleKey: 'a', children: [{ name: 'a1', path: 'a1', titleKey: 'a1' }] },
  { name: 'b', path: '/b', titleKey: 'b' },
];

describe('mountRoutes', () => {
  it('appends the pages to the named group, leaving the rest and the input alone', () => {
    const extra: AppRoute = { name: 'x', path: 'x/:id', titleKey: 'x', hidden: true };
    const mounted = mountRoutes(tree, 'a', [extra]);
    expect(mounted[0]?.children?.map((r) => r.name)).toEqual(['a1', 'x']);
    expect(mounted[1]).toBe(tree[1]);
    expect(tree[0]?.children).toHaveLength(1);
    expect(mountRoutes(tree, 'b', [extra])[1]?.children).toEqual([extra]);
  });

  it('puts the pages first when asked (a group whose default page comes from another area)', () => {
    const extra: AppRoute = { name: 'x', path: 'x', titleKey: 'x' };
    expect(mountRoutes(tree, 'a', [extra], 'start')[0]?.children?.map((r) => r.name)).toEqual(['x', 'a1']);
  });

  it('refuses a group that does not exist', () => {
    expect(() => mountRoutes(tree, 'nope', [])).toThrow(/nope/);
  });
});
