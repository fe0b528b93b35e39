import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@rxdesk/contract/common/paging';
import type { PointsGoodsRow } from '@rxdesk/contract/points/points-goods';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

interface DemoSku {
  id: number;
  goodsId: number;
  code: string;
}

/** Demo-shop SKUs on sale and approved, not restricted: plain ones and one prescription SKU. */
async function demoSkus(db: TestApp['db']): Promise<{ plain: DemoSku[]; rx: DemoSku }> {
  const base = db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .innerJoin('users as u', 'u.shop_id', 's.shop_id')
    .select(['s.id', 's.goods_id as goodsId', 's.sku_code as code'])
    .where('u.username', '=', 'admin')
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .where('g.id', 'not in', db.selectFrom('restricted_goods').select('goods_id'))
    .where('s.id', 'not in', db.selectFrom('points_goods').select('sku_id'))
    .orderBy('s.id');
  const plain = (await base.where('g.is_prescription', '=', 0).limit(6).execute()).map(asSku);
  const rx = asSku(await base.where('g.is_prescription', '=', 1).executeTakeFirstOrThrow());
  return { plain, rx };
}
const asSku = (r: { id: number; goodsId: number; code: string }): DemoSku => ({
  id: Number(r.id),
  goodsId: Number(r.goodsId),
  code: r.code,
});

describe('points goods', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  let plain: DemoSku[];
  let rx: DemoSku;
  let category: number;

  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    ({ plain, rx } = await demoSkus(t.db));
    const c = await t.db
      .selectFrom('points_categories as c')
      .innerJoin('users as u', 'u.shop_id', 'c.shop_id')
      .select('c.id')
      .where('u.username', '=', 'admin')
      .where('c.parent_id', '!=', 0)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    category = Number(c.id);
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = admin, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const body = (sku: DemoSku, extra: object = {}) => ({
    sku_id: sku.id,
    category_id: category,
    points: 500,
    cash: '2.50',
    stock: 10,
    limit_num: 1,
    ...extra,
  });
  const list = async (query = '', token = admin) =>
    (await call('GET', `/seller/points/goods${query}`, token)).json() as Page<PointsGoodsRow>;
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').select(['target', 'detail']).where('action', '=', action).execute();

  it('the demo shop has six seeded points goods, one of them off', async () => {
    const res = await call('GET', '/seller/points/goods?page_size=20');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<PointsGoodsRow>;
    expect(page.data_total).toBe(6);
    expect(page.data.filter((g) => g.status === 'OFF')).toHaveLength(1);
    expect(page.data.some((g) => g.cash > 0)).toBe(true);
    expect((await list('?status=OFF')).data_total).toBe(1);
    // A top category takes in its sub-categories (the seed files three goods under 健康防护's).
    const top = await t.db
      .selectFrom('points_categories')
      .select('id')
      .where('name', '=', '健康防护')
      .executeTakeFirstOrThrow();
    const health = await list(`?category_id=${top.id}`);
    expect(health.data.map((g) => g.category_name).sort()).toEqual(['体温计', '口罩', '消毒用品']);
    expect((await list('', other)).data_total).toBe(0);
  });

  it('adds a SKU (off, yuan in and out), edits it with a change log, puts it on and off', async () => {
    const created = await call('POST', '/seller/points/goods', admin, body(plain[0]!));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const row = (await call('GET', `/seller/points/goods/${id}`)).json() as PointsGoodsRow;
    expect(row).toMatchObject({ sku_id: plain[0]!.id, points: 500, cash: 2.5, stock: 10, status: 'OFF' });
    const stored = await t.db
      .selectFrom('points_goods')
      .select('cash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.cash).toBe(250);

    const edited = await call('PUT', `/seller/points/goods/${id}`, admin, body(plain[0]!, { points: 800 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const log = (await logs('points.goods.update')).at(-1)!;
    expect(log.target).toBe(String(id));
    expect(JSON.parse(log.detail as string).changes).toEqual({ points: { from: 500, to: 800 } });

    expect((await call('POST', `/seller/points/goods/${id}/on`)).statusCode).toBe(200);
    expect((await call('POST', `/seller/points/goods/${id}/on`)).statusCode).toBe(409);
    expect(
      (await list(`?status=ON&keyword=${encodeURIComponent(plain[0]!.code)}`)).data.map((g) => g.id),
    ).toEqual([id]);
    expect((await call('POST', `/seller/points/goods/${id}/off`)).statusCode).toBe(200);
    expect((await logs('points.goods.on')).map((l) => l.target)).toContain(String(id));
    expect((await logs('points.goods.off')).map((l) => l.target)).toContain(String(id));
  });

  it('refuses prescription goods, a SKU twice, a bad figure and a foreign category, naming the field', async () => {
    const refused = async (payload: object, field: string) => {
      const res = await call('POST', '/seller/points/goods', admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field });
    };
    await refused(body(rx), 'sku_id');
    await refused(body(plain[1]!, { points: 0 }), 'points');
    await refused(body(plain[1]!, { stock: -1 }), 'stock');
    await refused(body(plain[1]!, { cash: '1.234' }), 'cash');
    await refused(body(plain[1]!, { category_id: 999_999 }), 'category_id');
    await refused(body(plain[0]!), 'sku_id'); // already offered above
    await refused({ ...body(plain[1]!), sku_id: 999_999 }, 'sku_id');
  });

  it('10 adds of the same SKU at once: one points goods', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/seller/points/goods', admin, body(plain[2]!))),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
  });

  it("another shop's points goods are not found; a clerk without the permission is refused", async () => {
    const id = (await list()).data[0]!.id;
    expect((await call('GET', `/seller/points/goods/${id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/seller/points/goods/${id}`, other, body(plain[3]!))).statusCode).toBe(404);
    expect((await call('POST', `/seller/points/goods/${id}/off`, other)).statusCode).toBe(404);
    // The other shop cannot offer the demo shop's SKU either.
    expect((await call('POST', '/seller/points/goods', other, body(plain[3]!))).statusCode).toBe(400);
    expect((await call('GET', '/seller/points/goods', clerk)).statusCode).toBe(423);
    expect((await call('POST', '/seller/points/goods', clerk, body(plain[3]!))).statusCode).toBe(423);
  });

  it('the form reads the SKUs of a picked goods', async () => {
    const res = await call('GET', `/seller/points/goods/skus?goods_id=${plain[0]!.goodsId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((s: { sku_id: number }) => s.sku_id)).toContain(plain[0]!.id);
  });
});
