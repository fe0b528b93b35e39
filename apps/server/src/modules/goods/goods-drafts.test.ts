import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { call, categories, createGoods, formOf, rxForm } from '../../testing/catalogue.ts';

/** Drafts: saved at any step with a partial form, published with the full rules in one
 * transaction (the item appears awaiting review and the draft is gone). */
describe('goods drafts', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let leaf: number;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    ({ leaf } = await categories(t));
  });
  afterAll(() => t.close());

  const save = (payload: object, step = 1, goods_id?: number) =>
    call(t, admin, 'POST', '/seller/goods/draft-goods', { step, payload, ...(goods_id ? { goods_id } : {}) });

  it('saves a partial form, lists it, resumes it and saves it again', async () => {
    const r = await save({ goods_name: '半', category_id: leaf, images: ['/api/files/a.png'] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      goods_name: '半',
      step: 1,
      thumbnail: '/api/files/a.png',
      goods_id: null,
    });
    const id = r.body.draft_id;
    const again = await call(t, admin, 'PUT', `/seller/goods/draft-goods/${id}`, {
      step: 2,
      payload: { ...r.body.payload, goods_name: '半成品', intro_pc: '<p>x</p><script>alert(1)</script>' },
    });
    expect(again.body).toMatchObject({ step: 2, goods_name: '半成品' });
    expect(again.body.payload.intro_pc).toBe('<p>x</p>');
    const list = await call(
      t,
      admin,
      'GET',
      `/seller/goods/draft-goods?keyword=${encodeURIComponent('半成')}`,
    );
    expect(list.body.data.map((d: { draft_id: number }) => d.draft_id)).toContain(id);
    expect((await call(t, other, 'GET', `/seller/goods/draft-goods/${id}`)).status).toBe(404);
    expect((await call(t, other, 'GET', '/seller/goods/draft-goods')).body.data).toEqual([]);
  });

  it('publishing applies every rule of the form and changes nothing when one fails', async () => {
    const r = await save(rxForm(leaf, { approval_number: '国药准字X1' }), 3);
    const pub = await call(t, admin, 'PUT', `/seller/goods/draft-goods/${r.body.draft_id}/market`);
    expect(pub.status).toBe(400);
    expect(pub.body.field).toBe('approval_number');
    expect((await call(t, admin, 'GET', `/seller/goods/draft-goods/${r.body.draft_id}`)).status).toBe(200);
  });

  it('a published draft becomes an item awaiting review and is gone; publishing it twice fails', async () => {
    const form = rxForm(leaf);
    const r = await save(form, 3);
    const pub = await call(t, admin, 'PUT', `/seller/goods/draft-goods/${r.body.draft_id}/market`);
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body).toMatchObject({ goods_code: form.goods_code, status: 'AWAITING_REVIEW' });
    expect((await call(t, admin, 'GET', `/seller/goods/draft-goods/${r.body.draft_id}`)).status).toBe(404);
    expect((await call(t, admin, 'PUT', `/seller/goods/draft-goods/${r.body.draft_id}/market`)).status).toBe(
      404,
    );
  });

  it("a draft of an existing item publishes as that item's edit", async () => {
    const g = await createGoods(t, admin, leaf);
    const d = (await call(t, admin, 'GET', `/seller/goods/${g.goods_id}`)).body;
    const r = await save({ ...formOf(d), brand: '新品牌' }, 1, g.goods_id);
    expect(r.body.goods_id).toBe(g.goods_id);
    const pub = await call(t, admin, 'PUT', `/seller/goods/draft-goods/${r.body.draft_id}/market`);
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body).toMatchObject({ goods_id: g.goods_id, brand: '新品牌' });
    expect((await save({}, 0, 999999)).status).toBe(404);
  });

  it('deletes a draft; another shop cannot', async () => {
    const r = await save({ goods_name: '删' });
    expect((await call(t, other, 'DELETE', `/seller/goods/draft-goods/${r.body.draft_id}`)).status).toBe(404);
    expect((await call(t, admin, 'DELETE', `/seller/goods/draft-goods/${r.body.draft_id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/seller/goods/draft-goods/${r.body.draft_id}`)).status).toBe(404);
  });
});
