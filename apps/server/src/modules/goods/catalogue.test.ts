import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../platform/search/search-text.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { call, categories, createGoods, rxForm } from '../../testing/catalogue.ts';

/** Publishing, editing and the first-sale review of goods (issue 20), through HTTP. */
describe('goods catalogue', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let pharmacist: string;
  let leaf: number;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    ({ leaf } = await categories(t));
  });
  afterAll(() => t.close());

  it('a new item awaits the first-sale review, off shelf, priced at its lowest SKU, with a SUBMIT row', async () => {
    const g = await createGoods(t, admin, leaf);
    expect(g).toMatchObject({
      status: 'AWAITING_REVIEW',
      is_auth: 0,
      market_enable: 0,
      price: 12.5,
      market_price: 19.9,
      thumbnail: '/api/files/a.png',
      is_prescription: 1,
      sku_count: 2,
      stock: 0,
    });
    expect(g.allowed_actions).toEqual(['edit', 'recycle']);
    const reviews = await call(t, admin, 'GET', `/seller/goods/${g.goods_id}/reviews`);
    expect(reviews.body.map((r: { action: string }) => r.action)).toEqual(['SUBMIT']);
    const row = await t.db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', g.goods_id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe(searchText('阿莫西林胶囊 0.25g*24粒', '阿莫西林胶囊', g.goods_code));
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', String(g.goods_id))
      .execute();
    expect(logs.map((l) => l.action)).toContain('goods.create');
  });

  it('the submitter may not review their own item, the founder included; another reviewer may', async () => {
    const g = await createGoods(t, admin, leaf);
    const own = await call(t, admin, 'PUT', `/seller/goods/${g.goods_id}/auth`, { action: 'approve' });
    expect(own.status).toBe(423);
    expect(own.body.message).toMatch(/other than the submitter/);
    const ok = await call(t, pharmacist, 'PUT', `/seller/goods/${g.goods_id}/auth`, { action: 'approve' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'OFF_SHELF', is_auth: 1 });
    expect(ok.body.reviewed_by).toBeGreaterThan(0);
    const again = await call(t, pharmacist, 'PUT', `/seller/goods/${g.goods_id}/auth`, {
      action: 'reject',
      reason: '资料不全',
    });
    expect(again.status).toBe(409);
  });

  it('a rejection needs a reason and is shown on the item; editing it resubmits', async () => {
    const g = await createGoods(t, admin, leaf);
    const noReason = await call(t, pharmacist, 'PUT', `/seller/goods/${g.goods_id}/auth`, {
      action: 'reject',
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const r = await call(t, pharmacist, 'PUT', `/seller/goods/${g.goods_id}/auth`, {
      action: 'reject',
      reason: '批准文号与说明书不符',
    });
    expect(r.body).toMatchObject({ status: 'REJECTED', is_auth: 2, auth_reason: '批准文号与说明书不符' });
    const edit = await call(
      t,
      admin,
      'PUT',
      `/seller/goods/${g.goods_id}`,
      rxForm(leaf, { goods_code: g.goods_code, skus: g.skus }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: 'AWAITING_REVIEW', auth_reason: '' });
    const history = await call(t, admin, 'GET', `/seller/goods/${g.goods_id}/reviews`);
    expect(history.body.map((x: { action: string }) => x.action)).toEqual(['SUBMIT', 'REJECT', 'SUBMIT']);
  });

  it("another shop's goods answer 404 on every path", async () => {
    const g = await createGoods(t, admin, leaf);
    for (const [method, url, body] of [
      ['GET', `/seller/goods/${g.goods_id}`],
      ['PUT', `/seller/goods/${g.goods_id}`, rxForm(leaf)],
      ['GET', `/seller/goods/${g.goods_id}/skus`],
      ['PUT', `/seller/goods/${g.goods_id}/recycle`],
      ['DELETE', `/seller/goods/${g.goods_id}`],
      ['PUT', `/seller/goods/${g.goods_id}/auth`, { action: 'approve' }],
    ] as const) {
      const r = await call(t, other, method, url, body);
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    const list = await call(t, other, 'GET', `/seller/goods?goods_code=${g.goods_code}`);
    expect(list.body.data_total).toBe(0);
  });
});
