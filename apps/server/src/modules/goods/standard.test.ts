import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('standard goods library', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const get = (token: string, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/goods/standard${url}`,
      headers: { authorization: token },
    });

  it('searches registered drugs by name, common name or approval number, one page at a time', async () => {
    const page = (await get(admin, `?keyword=${encodeURIComponent('布洛芬')}&page_size=5`)).json();
    expect(page.data_total).toBeGreaterThan(0);
    for (const s of page.data) expect(`${s.goods_name}${s.common_name}`).toContain('布洛芬');
    const first = page.data[0];
    const byNumber = (await get(admin, `?keyword=${encodeURIComponent(first.approval_number)}`)).json();
    expect(byNumber.data.map((s: { standard_id: number }) => s.standard_id)).toContain(first.standard_id);
    expect(first.category_path).toMatch(/^0\|(\d+\|)+$/);
    expect((await get(admin, '?keyword=%25')).json().data_total).toBe(0);
  });

  it('gives one item in full, the same to every shop, and 404 for an unknown one', async () => {
    const first = (await get(admin, '?page_size=1')).json().data[0];
    const mine = await get(admin, `/${first.standard_id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(first);
    expect((await get(other, `/${first.standard_id}`)).json()).toEqual(first);
    expect((await get(admin, '/99999999')).statusCode).toBe(404);
    expect((await get(admin, '/x')).statusCode).toBe(400);
  });
});
