import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_CUSTOM_MAX, type GoodsTag } from '@rxdesk/contract/goods/tags';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('goods tags (seller/goods/tags)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  /** Goods of the demo shop (1) and of the second shop (2), oldest first. */
  let own: number[];
  let foreign: number[];
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    const ids = async (shop: number) =>
      (await t.db.selectFrom('goods').select('id').where('shop_id', '=', shop).orderBy('id').execute()).map(
        (r) => r.id,
      );
    own = await ids(1);
    foreign = await ids(2);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/goods/tags${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const tags = async (token = admin) => (await call('GET', '', undefined, token)).json<GoodsTag[]>();
  const byMark = async (mark: string) => (await tags()).find((x) => x.mark === mark)!;
  const goodsOf = async (tagId: number, query = '') =>
    (await call('GET', `/${tagId}/goods${query}`)).json<{
      data: { goods_id: number }[];
      data_total: number;
    }>();

  it('lists hot, new and recommend first, then the shop’s own, with goods counts', async () => {
    const list = await tags();
    expect(list.slice(0, 3).map((x) => [x.mark, x.tag_name, x.builtin])).toEqual([
      ['hot', '热卖', 1],
      ['new', '新品', 1],
      ['recommend', '推荐', 1],
    ]);
    expect(list.slice(3).every((x) => x.mark === '' && x.builtin === 0)).toBe(true);
    for (const tag of list) expect(tag.goods_count).toBe((await goodsOf(tag.tag_id)).data_total);
    expect(list[0]!.goods_count).toBeGreaterThan(0);
  });

  it('writes the built-in tags for a shop that has none on its first read, once', async () => {
    const { id: shopId } = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('goods_tags').where('shop_id', '=', shopId).execute();
    const [a, b] = await Promise.all([tags(other), tags(other)]);
    expect(a!.map((x) => x.mark)).toEqual(['hot', 'new', 'recommend']);
    expect(b!.map((x) => x.mark)).toEqual(['hot', 'new', 'recommend']);
    const rows = await t.db.selectFrom('goods_tags').select('id').where('shop_id', '=', shopId).execute();
    expect(rows).toHaveLength(3);
    // Nothing of the demo shop shows.
    expect((await tags(other)).every((x) => x.goods_count === 0)).toBe(true);
  });

  it('adds, renames and deletes a tag of the shop’s own; refuses bad and duplicate names', async () => {
    const created = await call('POST', '', { tag_name: '医保药品' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ tag_id: number }>().tag_id;
    for (const tag_name of ['', ' 空格', '一二三四五六七八九十一']) {
      const res = await call('POST', '', { tag_name });
      expect(res.statusCode, tag_name).toBe(400);
    }
    const dup = await call('POST', '', { tag_name: '热卖' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ field: 'tag_name', message: '已有名为「热卖」的标签' });
    expect((await call('PUT', `/${id}`, { tag_name: '医保' })).statusCode).toBe(200);
    expect((await tags()).find((x) => x.tag_id === id)?.tag_name).toBe('医保');
    expect((await call('PUT', `/${id}`, { tag_name: '新品' })).statusCode).toBe(400);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await tags()).find((x) => x.tag_id === id)).toBeUndefined();
    const actions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', 'like', 'goods.tag.%')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['goods.tag.create', 'goods.tag.rename', 'goods.tag.delete']),
    );
  });

  it('never renames or deletes hot, new or recommend', async () => {
    for (const mark of ['hot', 'new', 'recommend']) {
      const tag = await byMark(mark);
      const rename = await call('PUT', `/${tag.tag_id}`, { tag_name: '改名' });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().message).toBe('系统标签（热卖、新品、推荐）不能修改名称或删除');
      expect((await call('DELETE', `/${tag.tag_id}`)).statusCode).toBe(409);
    }
    expect((await tags()).slice(0, 3).map((x) => x.tag_name)).toEqual(['热卖', '新品', '推荐']);
  });

  it(`holds at most ${TAG_CUSTOM_MAX} tags of the shop's own, even when asked at once`, async () => {
    const have = (await tags()).filter((x) => x.builtin === 0).length;
    const asks = Array.from({ length: TAG_CUSTOM_MAX - have + 3 }, (_, i) =>
      call('POST', '', { tag_name: `批量${i}` }),
    );
    const results = await Promise.all(asks);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(TAG_CUSTOM_MAX - have);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(`每个店铺最多 ${TAG_CUSTOM_MAX} 个自定义标签`);
    expect((await tags()).filter((x) => x.builtin === 0)).toHaveLength(TAG_CUSTOM_MAX);
    for (const x of (await tags()).filter((y) => y.tag_name.startsWith('批量')))
      expect((await call('DELETE', `/${x.tag_id}`)).statusCode).toBe(200);
  });

  it('sets a tag’s goods (replace), adds and removes some, pages and searches them', async () => {
    const hot = await byMark('hot');
    const set = await call('PUT', `/${hot.tag_id}/goods/${own[0]},${own[1]},${own[2]}`);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ tag_id: hot.tag_id, goods_count: 3 });
    expect((await goodsOf(hot.tag_id)).data.map((g) => g.goods_id)).toEqual([own[2], own[1], own[0]]);

    const added = await call('POST', `/${hot.tag_id}/goods`, { goods_ids: [own[2], own[3], own[4]] });
    expect(added.json()).toEqual({ tag_id: hot.tag_id, goods_count: 5 });
    const page = await goodsOf(hot.tag_id, '?page_size=2&page_no=2');
    expect(page.data.map((g) => g.goods_id)).toEqual([own[2], own[1]]);
    expect(page.data_total).toBe(5);
    const code = await t.db
      .selectFrom('goods')
      .select('goods_code')
      .where('id', '=', own[3]!)
      .executeTakeFirstOrThrow();
    expect((await goodsOf(hot.tag_id, `?keyword=${code.goods_code}`)).data.map((g) => g.goods_id)).toEqual([
      own[3],
    ]);

    const removed = await call('DELETE', `/${hot.tag_id}/goods/${own[0]},${own[3]}`);
    expect(removed.json()).toEqual({ tag_id: hot.tag_id, goods_count: 3 });
    expect((await call('PUT', `/${hot.tag_id}/goods/0`)).json()).toEqual({
      tag_id: hot.tag_id,
      goods_count: 0,
    });
    const actions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', 'like', 'goods.tag.goods.%')
      .execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['goods.tag.goods.replace', 'goods.tag.goods.add', 'goods.tag.goods.remove']),
    );
  });

  it('takes only the shop’s own goods outside the recycle station: else 404 and nothing changes', async () => {
    const recommend = await byMark('recommend');
    const before = (await goodsOf(recommend.tag_id)).data_total;
    const foreignGoods = await call('PUT', `/${recommend.tag_id}/goods/${own[5]},${foreign[0]}`);
    expect(foreignGoods.statusCode).toBe(404);
    expect(foreignGoods.json().message).toBe(`以下商品不存在或已在回收站：${foreign[0]}`);
    await t.db.updateTable('goods').set({ recycled_at: 1 }).where('id', '=', own[6]!).execute();
    expect((await call('POST', `/${recommend.tag_id}/goods`, { goods_ids: [own[6]] })).statusCode).toBe(404);
    await t.db.updateTable('goods').set({ recycled_at: null }).where('id', '=', own[6]!).execute();
    expect((await goodsOf(recommend.tag_id)).data_total).toBe(before);
    for (const bad of ['a,b', '1,,2', '-1'])
      expect((await call('PUT', `/${recommend.tag_id}/goods/${bad}`)).statusCode).toBe(400);
  });

  it('another shop gets 404 for this shop’s tags: read, rename, delete, goods', async () => {
    const hot = await byMark('hot');
    const custom = (await call('POST', '', { tag_name: '别人的' })).json<{ tag_id: number }>().tag_id;
    expect((await call('GET', `/${hot.tag_id}/goods`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `/${custom}`, { tag_name: 'x' }, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/${custom}`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `/${hot.tag_id}/goods/${foreign[0]}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/${hot.tag_id}/goods`, { goods_ids: [foreign[0]] }, other)).statusCode).toBe(
      404,
    );
    expect((await tags(other)).map((x) => x.tag_id)).not.toContain(hot.tag_id);
  });

  it('the goods side (batch "set tags") gives each goods item exactly the chosen tags of its shop', async () => {
    const [hot, fresh] = [await byMark('hot'), await byMark('new')];
    const otherHot = (await tags(other)).find((x) => x.mark === 'hot')!;
    const setTags = (ids: number[], tagIds: number[], token = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/seller/goods/${ids.join(',')}/tags`,
        headers: { authorization: token },
        payload: { tag_ids: tagIds },
      });
    const linksOf = (goodsId: number) =>
      t.db.selectFrom('goods_tag_links').select('tag_id').where('goods_id', '=', goodsId).execute();
    // Another shop's tag or goods item: refused, nothing linked.
    expect((await setTags([own[7]!, own[8]!], [hot.tag_id, otherHot.tag_id])).statusCode).toBe(400);
    expect((await setTags([own[7]!, foreign[1]!], [hot.tag_id])).statusCode).toBe(404);
    expect(await linksOf(foreign[1]!)).toEqual([]);
    expect((await setTags([own[7]!, own[8]!], [hot.tag_id])).statusCode).toBe(200);
    expect((await linksOf(own[7]!)).map((l) => l.tag_id)).toEqual([hot.tag_id]);
    expect((await setTags([own[7]!], [fresh.tag_id])).statusCode).toBe(200);
    expect((await linksOf(own[7]!)).map((l) => l.tag_id)).toEqual([fresh.tag_id]);
    expect((await linksOf(own[8]!)).map((l) => l.tag_id)).toEqual([hot.tag_id]);
  });

  it('a clerk without the tags permission is refused (423)', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    expect((await call('GET', '', undefined, clerk.access_token)).statusCode).toBe(423);
  });
});
