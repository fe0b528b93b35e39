import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { goodsRoutes } from './routes.tsx';

describe('goods routes', () => {
  const granted = (PERMISSION_TREE.find((n) => n.name === 'goods')?.children ?? []).map((n) => n.name);
  const pages = goodsRoutes[0]?.children ?? [];

  it('show pages named as the permission tree names them, in its order', () => {
    const menu = pages.filter((r) => !r.hidden).map((r) => r.name);
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.every((name) => granted.includes(name))).toBe(true);
    expect([...menu].sort((a, b) => granted.indexOf(a) - granted.indexOf(b))).toEqual(menu);
  });

  it('open the hidden tag goods page (tag-add, §2 tab title) only with the tags permission', () => {
    expect(pages.filter((r) => r.hidden).map((r) => [r.name, r.path, r.permission])).toEqual([
      ['tag-add', 'tag-add/:tag_id', 'tag-list'],
    ]);
  });
});
