import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';

interface Node {
  category_id: number;
  parent_id: number;
  name: string;
  category_path: string;
  level: number;
  has_children: boolean;
  children?: Node[];
}

describe('category picker calls', () => {
  let t: TestApp;
  let admin: string;
  /** A branch four levels deep under the first top category: ids top → l2 → l3 → l4. */
  let branch: number[];

  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    const [top] = await get<Node[]>('/api/admin/goods/categories/0/children');
    const [l2] = await get<Node[]>(`/api/admin/goods/categories/${top!.category_id}/children`);
    branch = [top!.category_id, l2!.category_id];
    let path = l2!.category_path;
    for (const name of ['三级分类', '四级分类']) {
      const { id } = await t.db
        .insertInto('categories')
        .values({ parent_id: branch.at(-1)!, name, category_path: '', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      path = `${path}${id}|`;
      await t.db.updateTable('categories').set({ category_path: path }).where('id', '=', id).execute();
      branch.push(id);
    }
  });
  afterAll(() => t.close());

  async function get<T>(url: string, token = admin): Promise<T> {
    const r = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  }

  it('lists the top level under 0, each with its path, level and whether it has children', async () => {
    const top = await get<Node[]>('/api/admin/goods/categories/0/children');
    expect(top.length).toBeGreaterThan(1);
    for (const c of top) {
      expect(c).toMatchObject({ parent_id: 0, level: 1, category_path: `0|${c.category_id}|` });
      expect(typeof c.has_children).toBe('boolean');
    }
    expect(top.find((c) => c.category_id === branch[0])?.has_children).toBe(true);
  });

  it('answers the children of several ids at once, each level one deeper, [] under a leaf or an unknown id', async () => {
    const rows = await get<Node[]>(`/api/admin/goods/categories/${branch[1]},${branch[2]}/children`);
    expect(rows.map((r) => [r.category_id, r.level])).toEqual([
      [branch[2], 3],
      [branch[3], 4],
    ]);
    expect(rows.at(-1)?.has_children).toBe(false);
    expect(await get<Node[]>(`/api/admin/goods/categories/${branch[3]}/children`)).toEqual([]);
    expect(await get<Node[]>('/api/admin/goods/categories/99999999/children')).toEqual([]);
  });

  it('nests everything under a category (all-children), and the whole tree under 0', async () => {
    const [l2] = await get<Node[]>(`/api/admin/goods/categories/${branch[0]}/all-children`).then((rows) =>
      rows.filter((r) => r.category_id === branch[1]),
    );
    expect(l2?.children?.[0]?.category_id).toBe(branch[2]);
    expect(l2?.children?.[0]?.children?.[0]).toMatchObject({
      category_id: branch[3],
      level: 4,
      children: [],
    });

    const tree = await get<Node[]>('/api/admin/goods/categories/0/all-children');
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const all = flat(tree);
    const count = await t.db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(count.n));
    for (const n of all) for (const c of n.children ?? []) expect(c.parent_id).toBe(n.category_id);
  });

  it('refuses an unknown subtree (404), a malformed id list (400) and a caller not signed in (401)', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/goods/categories/99999999/all-children',
      headers: { authorization: admin },
    });
    expect(unknown.statusCode).toBe(404);
    for (const ids of ['1,,2', 'abc', '-1', '1,2,']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/admin/goods/categories/${ids}/children`,
        headers: { authorization: admin },
      });
      expect(bad.statusCode, ids).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    }
    // Past the router's path-parameter length (100 characters): refused before any handler.
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/admin/goods/categories/${'1,'.repeat(50)}1/children`,
      headers: { authorization: admin },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/goods/categories/0/children' });
    expect(anonymous.statusCode).toBe(401);
  });
});
