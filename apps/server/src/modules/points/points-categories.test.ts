import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsCategoryItem, PointsCategoryTree } from '@rxdesk/contract/points/points-categories';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('points categories', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;

  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const tree = async (token = admin) =>
    (await call('GET', '/seller/points/categories', token)).json() as PointsCategoryTree;
  const children = async (ids: string, token = admin) =>
    call('GET', `/admin/point/category/${ids}/children`, token);
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').select(['target', 'detail']).where('action', '=', action).execute();

  it('the demo shop has two-level categories; the picker reads one level at a time', async () => {
    const top = await tree();
    const health = top.find((c) => c.name === '健康防护')!;
    expect(health).toMatchObject({ level: 1, parent_id: 0, has_children: true });
    expect(health.children.map((c) => c.name)).toEqual(['口罩', '消毒用品', '体温计']);
    const level1 = (await children('0')).json() as PointsCategoryItem[];
    expect(level1.map((c) => c.name)).toEqual(top.map((c) => c.name));
    const under = (await children(String(health.category_id))).json() as PointsCategoryItem[];
    expect(under.map((c) => [c.name, c.level, c.has_children])).toEqual([
      ['口罩', 2, false],
      ['消毒用品', 2, false],
      ['体温计', 2, false],
    ]);
    // Another shop's category is not found; its own tree is its own (empty).
    expect((await children(String(health.category_id), other)).statusCode).toBe(404);
    expect((await children('0', other)).json()).toEqual([]);
    expect(await tree(other)).toEqual([]);
  });

  it('adds, renames and deletes with the rules: two levels, a name once per level, children first', async () => {
    const created = await call('POST', '/seller/points/categories', admin, { name: '母婴用品', sort: 9 });
    expect(created.statusCode, created.body).toBe(200);
    const parentId = created.json().category_id as number;
    const child = await call('POST', '/seller/points/categories', admin, {
      name: '奶瓶',
      parent_id: parentId,
    });
    expect(child.statusCode, child.body).toBe(200);
    const childId = child.json().category_id as number;

    const third = await call('POST', '/seller/points/categories', admin, {
      name: '三级',
      parent_id: childId,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ field: 'parent_id' });
    const twice = await call('POST', '/seller/points/categories', admin, {
      name: '奶瓶',
      parent_id: parentId,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'name', message: '同一级下已有名为「奶瓶」的积分分类' });
    const blank = await call('POST', '/seller/points/categories', admin, { name: '  ' });
    expect(blank.json()).toMatchObject({ field: 'name' });

    const renamed = await call('PUT', `/seller/points/categories/${childId}`, admin, {
      name: '奶瓶奶嘴',
      sort: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await logs('points.category.update')).at(-1)).toMatchObject({ target: String(childId) });
    expect(JSON.parse((await logs('points.category.update')).at(-1)!.detail as string).changes).toEqual({
      name: { from: '奶瓶', to: '奶瓶奶嘴' },
      sort: { from: 0, to: 2 },
    });

    const refused = await call('DELETE', `/seller/points/categories/${parentId}`);
    expect(refused.statusCode).toBe(409);
    expect((await call('DELETE', `/seller/points/categories/${childId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/seller/points/categories/${parentId}`)).statusCode).toBe(200);
    expect((await tree()).some((c) => c.name === '母婴用品')).toBe(false);
    expect((await logs('points.category.delete')).map((l) => l.target)).toEqual([
      String(childId),
      String(parentId),
    ]);
  });

  it('10 identical adds at once: one category, the others told the name is taken', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/seller/points/categories', admin, { name: '同时添加' }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect((await tree()).filter((c) => c.name === '同时添加')).toHaveLength(1);
  });

  it("another shop's category is not found; a clerk without the permission is refused", async () => {
    const id = (await tree())[0]!.category_id;
    expect((await call('PUT', `/seller/points/categories/${id}`, other, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/points/categories/${id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/seller/points/categories', clerk)).statusCode).toBe(423);
    expect((await call('POST', '/seller/points/categories', clerk, { name: 'x' })).statusCode).toBe(423);
    // The picker is any signed-in seller's.
    expect((await children('0', clerk)).statusCode).toBe(200);
  });
});
