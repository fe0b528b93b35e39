import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSaleCount } from '../../testing/catalogue.ts';
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

  it('finds through the search index exactly what a substring scan of name and common name finds', async () => {
    type Row = { goods_id: number; goods_name: string; common_name: string; goods_code: string };
    const all: Row[] = [];
    for (let p = 1; ; p++) {
      const page = await list(admin, `page_size=100&page_no=${p}`);
      all.push(...page.data);
      if (page.data.length < 100) break;
    }
    for (const kw of ['感冒', '布洛芬', '颗粒', '维生素', '片']) {
      const found = await list(admin, `page_size=100&keyword=${encodeURIComponent(kw)}`);
      const expected = all.filter((g) => `${g.goods_name}|${g.common_name}`.includes(kw));
      expect(found.data_total, kw).toBe(expected.length);
      // Pages walk the matches newest first: page 2 of 2 rows holds the 3rd and 4th newest.
      const second = await list(admin, `page_size=2&page_no=2&keyword=${encodeURIComponent(kw)}`);
      const newest = expected.map((g) => g.goods_id).sort((a, b) => b - a);
      expect(
        second.data.map((g: Row) => g.goods_id),
        kw,
      ).toEqual(newest.slice(2, 4));
    }
    const code = all[0]!.goods_code;
    const byPrefix = await list(admin, `page_size=100&keyword=${code.slice(0, 4)}`);
    expect(byPrefix.data_total).toBe(all.filter((g) => g.goods_code.startsWith(code.slice(0, 4))).length);
  });

  it('a page past the last keeps the total; the default filter counts what is on sale', async () => {
    const first = await list(admin, 'page_size=10&market_enable=1&is_auth=1');
    expect(first.data_total).toBe(await onSaleCount(t, 1));
    const past = await list(admin, 'page_size=10&market_enable=1&is_auth=1&page_no=999');
    expect(past).toMatchObject({ data: [], data_total: first.data_total });
    const kw = `keyword=${encodeURIComponent('感冒')}`;
    const found = await list(admin, `page_size=10&${kw}`);
    expect(found.data_total).toBeGreaterThan(0);
    expect((await list(admin, `page_size=10&page_no=999&${kw}`)).data_total).toBe(found.data_total);
  });

  it('gives the chosen goods again by ids, in that order, and 404 for an id of another shop', async () => {
    const page = await list(admin, 'page_size=3');
    const ids = page.data.map((g: { goods_id: number }) => g.goods_id).reverse();
    const details = (u: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/goods/skus/${u}/details`,
        headers: { authorization: token },
      });
    const mine = await details(ids.join(','), admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((g: { goods_id: number }) => g.goods_id)).toEqual(ids);
    expect(mine.json()[0]).toEqual(page.data.at(-1));
    expect((await details(ids.join(','), other)).statusCode).toBe(404);
    expect((await details('1,x', admin)).statusCode).toBe(400);
  });

  it('finds goods by the pinyin initials of their names (助记码)', async () => {
    const byName = await list(admin, `page_size=100&keyword=${encodeURIComponent('感冒灵')}`);
    expect(byName.data_total).toBeGreaterThan(0);
    const byInitials = await list(admin, 'page_size=100&keyword=gml');
    const found = new Set(byInitials.data.map((g: { goods_id: number }) => g.goods_id));
    for (const g of byName.data) expect(found.has(g.goods_id), g.goods_name).toBe(true);
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
