import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { goodsRoutes } from './routes.tsx';

const pages = (goodsRoutes[0]?.children ?? []) as AppRoute[];
const granted = PERMISSION_TREE.find((node) => node.name === 'goods')?.children?.map((n) => n.name) ?? [];

describe('goods routes', () => {
  it('open /goods on the goods list, under a heading that needs no permission', () => {
    expect(goodsRoutes[0]).toMatchObject({ path: '/goods', redirect: 'goods-list', permission: null });
  });

  it('check every page against an identifier of the permission tree, in its order', () => {
    const ids = pages.map((route) => permissionOf(route) ?? '');
    for (const id of ids) expect(granted, id).toContain(id);
    const order = ids.filter((id, i) => ids.indexOf(id) === i).map((id) => granted.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keep the publish wizard and the SKU page hidden, uncached and behind their permission', () => {
    const hidden = pages.filter((route) => route.hidden && route.noCache);
    expect(hidden.map((r) => [r.path, r.permission])).toEqual([
      ['good-publish/:goodsid?/:isdraft?', 'good-publish'],
      ['good-sku/:goodsid?', 'good-sku'],
    ]);
  });

  it('open the hidden tag goods page (tag-add, §2 tab title) only with the tags permission', () => {
    const hidden = pages.filter((route) => route.hidden && !route.noCache);
    expect(hidden.map((r) => [r.name, r.path, r.permission])).toEqual([
      ['tag-add', 'tag-add/:tag_id', 'tag-list'],
    ]);
  });
});
