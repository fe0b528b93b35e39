import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { goodsRoutes } from './routes.tsx';
import { expiryList } from './lib/expiry-filters.ts';

describe('goods stock routes', () => {
  it('are named as the permission tree names the goods pages', () => {
    const node = PERMISSION_TREE.find((n) => n.name === 'goods');
    const names = (node?.children ?? []).map((n) => n.name);
    // Menu pages: a hidden page may carry its list's permission (tag-add opens with tag-list).
    const routes = (goodsRoutes[0]?.children ?? []).filter((r) => !r.hidden).map((r) => r.name);
    expect(routes).toEqual(expect.arrayContaining(['understock-list', 'expiry-list']));
    for (const name of routes) expect(names).toContain(name);
  });

  it('sends the expiry tab as the API state, and leaves it out for all', () => {
    const all = expiryList.parse(new URLSearchParams(''));
    expect(expiryList.toQuery(all)).toEqual({ page_no: 1, page_size: 10 });
    const near = expiryList.parse(new URLSearchParams('tab=near&keyword=阿莫'));
    expect(expiryList.toQuery(near)).toEqual({ state: 'near', keyword: '阿莫', page_no: 1, page_size: 10 });
    expect(expiryList.parse(new URLSearchParams('tab=bogus')).tab).toBe('ALL');
  });
});
