import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupNode } from '@rxdesk/contract/goods/groups';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('shop goods groups (seller/shops/cats)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/shops/cats${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const tree = async (token = admin) => (await call('GET', '', undefined, token)).json<GroupNode[]>();
  const add = async (body: object) => {
    const res = await call('POST', '', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ cat_id: number }>().cat_id;
  };
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').select(['target', 'detail']).where('action', '=', action).execute();

  it('answers the seeded two-level tree in sort order, each group with its goods count', async () => {
    const groups = await tree();
    expect(groups.map((g) => g.name)).toEqual(['感冒发烧', '肠胃用药', '维生素保健', '新品上架']);
    const cold = groups[0]!;
    expect(cold.children.map((c) => c.name)).toEqual(['感冒药', '退烧止痛', '儿童感冒']);
    for (const c of cold.children) {
      const n = await t.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('group_id', '=', c.cat_id)
        .where('recycled_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(c.goods_count).toBe(Number(n.n));
      expect(c.goods_count).toBeGreaterThan(0);
    }
    // Another shop has a tree of its own.
    expect(await tree(other)).toEqual([]);
  });

  it('adds a top group and a child; refuses a third level, bad names, sorts and duplicate siblings', async () => {
    const parent = await add({ name: '皮肤用药', sort: 5 });
    const child = await add({ name: '湿疹', parent_id: parent, visible: 0 });
    const node = (await tree()).find((g) => g.cat_id === parent)!;
    expect(node).toMatchObject({ sort: 5, visible: 1, goods_count: 0 });
    expect(node.children).toEqual([expect.objectContaining({ cat_id: child, name: '湿疹', visible: 0 })]);

    const third = await call('POST', '', { name: '三级', parent_id: child });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ field: 'parent_id', message: expect.stringContaining('两级') });
    for (const body of [
      { name: '' },
      { name: '  ', parent_id: 0 },
      { name: ' 前空格' },
      { name: '一二三四五六七八九十一二三四五六七八九十一' },
      { name: '好', sort: 10000 },
      { name: '好', sort: -1 },
      { name: '好', sort: 1.5 },
    ]) {
      const res = await call('POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    // Twenty characters is fine; the same name under the same parent is not, under another it is.
    expect(await add({ name: '一二三四五六七八九十一二三四五六七八九十' })).toBeGreaterThan(0);
    const dup = await call('POST', '', { name: '湿疹', parent_id: parent });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ field: 'name', message: '同一级下已有名为「湿疹」的分组' });
    expect(await add({ name: '湿疹' })).toBeGreaterThan(0);
    expect((await logs('goods.group.create')).map((l) => l.target)).toContain('湿疹');
  });

  it('another shop cannot use this shop’s group as a parent, nor edit or delete it (404)', async () => {
    const [cold] = await tree();
    const asParent = await call('POST', '', { name: '借用', parent_id: cold!.cat_id }, other);
    expect(asParent.statusCode).toBe(400);
    expect((await call('PUT', `/${cold!.cat_id}`, { name: '改名' }, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/${cold!.cat_id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', '/sort', { cat_ids: [cold!.cat_id] }, other)).statusCode).toBe(404);
    expect((await tree())[0]!.name).toBe('感冒发烧');
  });

  it('edits a group: rename, move a leaf under another top group, never a group with children', async () => {
    const a = await add({ name: '眼科' });
    const b = await add({ name: '耳鼻喉' });
    const leaf = await add({ name: '滴眼液', parent_id: a });
    const moved = await call('PUT', `/${leaf}`, { name: '滴耳液', parent_id: b, sort: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    const nodes = await tree();
    expect(nodes.find((g) => g.cat_id === b)!.children.map((c) => c.name)).toEqual(['滴耳液']);
    expect(nodes.find((g) => g.cat_id === a)!.children).toEqual([]);

    const underItself = await call('PUT', `/${a}`, { name: '眼科', parent_id: a });
    expect(underItself.statusCode).toBe(400);
    const withChildren = await call('PUT', `/${b}`, { name: '耳鼻喉', parent_id: a });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('该分组下还有 1 个子分组，不能改为子分组');
    expect((await call('PUT', '/99999999', { name: 'x' })).statusCode).toBe(404);
    expect(await logs('goods.group.update')).toContainEqual(expect.objectContaining({ target: '滴耳液' }));
  });

  it('deletes only an empty group, saying how many sub-groups or goods hold it', async () => {
    const [cold] = await tree();
    const withChildren = await call('DELETE', `/${cold!.cat_id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('该分组下还有 3 个子分组，请先删除子分组');
    const leaf = cold!.children[0]!;
    const withGoods = await call('DELETE', `/${leaf.cat_id}`);
    expect(withGoods.statusCode).toBe(409);
    expect(withGoods.json().message).toBe(`该分组下还有 ${leaf.goods_count} 件商品，请先将商品移出`);

    // Goods in the recycle station do not hold a group; they become ungrouped with it.
    const g = await add({ name: '回收测试' });
    const goods = await t.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('goods').set({ group_id: g, recycled_at: 1 }).where('id', '=', goods.id).execute();
    expect((await call('DELETE', `/${g}`)).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('goods')
      .select('group_id')
      .where('id', '=', goods.id)
      .executeTakeFirstOrThrow();
    expect(after.group_id).toBeNull();
    await t.db.updateTable('goods').set({ recycled_at: null }).where('id', '=', goods.id).execute();
    expect((await call('DELETE', `/${g}`)).statusCode).toBe(404);
    expect((await logs('goods.group.delete')).map((l) => l.target)).toContain('回收测试');
  });

  it('reorders the groups under one parent; a partial or mixed list changes nothing', async () => {
    const [cold] = await tree();
    const ids = cold!.children.map((c) => c.cat_id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/sort', { cat_ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GroupNode[]>()[0]!.children.map((c) => [c.cat_id, c.sort])).toEqual(
      reversed.map((id, i) => [id, i]),
    );
    for (const bad of [
      reversed.slice(1),
      [...reversed, cold!.cat_id],
      [reversed[0], reversed[0], reversed[1]],
    ]) {
      const refused = await call('PUT', '/sort', { cat_ids: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(409);
    }
    expect((await tree())[0]!.children.map((c) => c.cat_id)).toEqual(reversed);
    expect((await call('PUT', '/sort', { cat_ids: [] })).statusCode).toBe(400);
  });

  it('two deletes of one group at once: one succeeds, the other finds nothing', async () => {
    const g = await add({ name: '并发删除' });
    const results = await Promise.all([call('DELETE', `/${g}`), call('DELETE', `/${g}`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('a clerk without the groups permission is refused (423)', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    expect((await call('GET', '', undefined, clerk.access_token)).statusCode).toBe(423);
    expect((await call('POST', '', { name: 'x' }, clerk.access_token)).statusCode).toBe(423);
  });
});
