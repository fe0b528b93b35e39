import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('goods picker list', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const list = (token: string, query: string) =>
    t.app
      .inject({ method: 'GET', url: `/api/admin/goods/skus?${query}`, headers: { authorization: token } })
      .then((r) => r.json());

  it('finds goods by keyword on name, common name or code, case-insensitively, with yuan prices', async () => {
    const page = await list(admin, `keyword=${encodeURIComponent('阿莫西林')}`);
    expect(page.data_total).toBeGreaterThan(0);
    for (const g of page.data) expect(`${g.goods_name}${g.common_name}`).toContain('阿莫西林');
    const g = page.data[0];
    expect(Number.isInteger(Math.round(g.price * 100))).toBe(true);
    const byCode = await list(admin, `keyword=${g.goods_code.toLowerCase()}`);
    expect(byCode.data.map((x: { goods_id: number }) => x.goods_id)).toContain(g.goods_id);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    expect((await list(admin, 'keyword=%25')).data_total).toBe(0);
    expect((await list(admin, 'keyword=_')).data_total).toBe(0);
  });

  it("never shows another shop's goods, whatever seller_id says", async () => {
    const mine = await list(admin, 'page_size=100');
    const theirs = await list(other, 'page_size=100');
    const myIds = new Set(mine.data.map((g: { goods_id: number }) => g.goods_id));
    expect(theirs.data.some((g: { goods_id: number }) => myIds.has(g.goods_id))).toBe(false);
    const forged = await list(other, `seller_id=1&goods_ids=${mine.data[0].goods_id}`);
    expect(forged.data_total).toBe(0);
  });
});
