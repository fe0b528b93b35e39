import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { approvedGoods, call, categories, createGoods } from '../../testing/catalogue.ts';

/** The goods list: tabs, filters, price range, stock state and paging. */
describe('goods list', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let pharmacist: string;
  let leaf: number;
  let leafPath: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    ({ leaf, leafPath } = await categories(t));
  });
  afterAll(() => t.close());

  const list = async (query: string, who = admin) =>
    (await call(t, who, 'GET', `/seller/goods?${query}`)).body;
  const ids = (page: { data: { goods_id: number }[] }) => page.data.map((r) => r.goods_id);

  it('each tab holds its state only', async () => {
    const awaiting = await createGoods(t, admin, leaf);
    const offShelf = await approvedGoods(t, admin, pharmacist, leaf);
    const onSale = await approvedGoods(t, admin, pharmacist, leaf, {}, true);
    const rejected = await createGoods(t, admin, leaf);
    await call(t, pharmacist, 'PUT', `/seller/goods/${rejected.goods_id}/auth`, {
      action: 'reject',
      reason: '资料不全',
    });
    const cases: [string, number][] = [
      ['AWAITING_REVIEW', awaiting.goods_id],
      ['OFF_SHELF', offShelf.goods_id],
      ['ON_SALE', onSale.goods_id],
      ['REJECTED', rejected.goods_id],
    ];
    for (const [tab, id] of cases) {
      const page = await list(`tab=${tab}&page_size=100&category_path=${leafPath}`);
      expect(ids(page), tab).toContain(id);
      for (const row of page.data) expect(row.status).toBe(tab);
    }
  });

  it('finds by name, common name or code, and by exact code', async () => {
    const g = await createGoods(t, admin, leaf, {
      goods_name: '独一无二止咳糖浆',
      common_name: '复方甘草口服溶液',
    });
    expect(ids(await list(`keyword=${encodeURIComponent('独一无二')}`))).toEqual([g.goods_id]);
    expect(ids(await list(`keyword=${encodeURIComponent('复方甘草口服')}`))).toContain(g.goods_id);
    expect(ids(await list(`keyword=${g.goods_code.toLowerCase()}`))).toEqual([g.goods_id]);
    expect(ids(await list(`goods_code=${g.goods_code}`))).toEqual([g.goods_id]);
    expect((await list('keyword=%25')).data_total).toBe(0);
  });

  it('finds a Chinese keyword only where its characters stand together and in order', async () => {
    // Each holds every pair of 壹贰叁肆 (壹贰 贰叁 叁肆), the first two apart and the third out of order.
    const apart = await createGoods(t, admin, leaf, {
      goods_name: '壹贰 贰叁 叁肆片',
      common_name: '对照通用名',
    });
    const shuffled = await createGoods(t, admin, leaf, {
      goods_name: '叁肆贰叁壹贰片',
      common_name: '对照通用名',
    });
    const whole = await createGoods(t, admin, leaf, { goods_name: '壹贰叁肆片', common_name: '对照通用名' });
    const found = ids(await list(`page_size=100&keyword=${encodeURIComponent('壹贰叁肆')}`));
    expect(found).toEqual([whole.goods_id]);
    expect(ids(await list(`page_size=100&keyword=${encodeURIComponent('贰叁')}`)).sort()).toEqual(
      [apart.goods_id, shuffled.goods_id, whole.goods_id].sort(),
    );
  });

  it('filters by category subtree, kind and controlled class', async () => {
    const top = leafPath.split('|').slice(0, 2).join('|') + '|';
    const page = await list(`category_path=${encodeURIComponent(top)}&page_size=100`);
    expect(page.data_total).toBeGreaterThan(0);
    for (const r of page.data) expect(r.category_path.startsWith(top)).toBe(true);
    for (const r of (await list('drug_type=HEALTH&page_size=100')).data) expect(r.drug_type).toBe('HEALTH');
    const barred = await createGoods(t, admin, leaf, { regulatory_class: 'TOXIC' });
    expect(ids(await list('regulatory_class=TOXIC'))).toEqual([barred.goods_id]);
  });

  it('filters by a price range in yuan, both ends included; a reversed range is refused', async () => {
    const page = await list('min_price=10&max_price=12.5&page_size=100');
    expect(page.data_total).toBeGreaterThan(0);
    for (const r of page.data) expect(r.price >= 10 && r.price <= 12.5).toBe(true);
    const bad = await call(t, admin, 'GET', '/seller/goods?min_price=20&max_price=10');
    expect(bad.status).toBe(400);
    expect((await call(t, admin, 'GET', '/seller/goods?min_price=1.234')).status).toBe(400);
  });

  it('filters by stock state', async () => {
    for (const r of (await list('stock_state=out&page_size=100')).data) expect(r.stock).toBe(0);
    const fresh = await createGoods(t, admin, leaf);
    const warning = await list('stock_state=warning&page_size=100');
    expect(ids(warning)).toContain(fresh.goods_id);
    for (const r of warning.data) expect(r.warning).toBe(1);
  });

  it('pages newest first, with the total; another shop sees none of these', async () => {
    const first = await list('page_size=5&page_no=1');
    const second = await list('page_size=5&page_no=2');
    expect(first.data).toHaveLength(5);
    expect(first.data_total).toBe(second.data_total);
    const all = [...ids(first), ...ids(second)];
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const theirs = new Set(ids(await list('page_size=100', other)));
    expect(all.some((id) => theirs.has(id))).toBe(false);
  });

  it('a row carries its SKU figures, category names and group; a page past the end keeps the total', async () => {
    const groups = (await call(t, admin, 'GET', '/seller/shops/cats')).body as {
      cat_id: number;
      name: string;
    }[];
    const group = groups[0]!;
    const g = await createGoods(t, admin, leaf, { goods_name: '列表行数字测试片', group_id: group.cat_id });
    const page = await list(`keyword=${encodeURIComponent('列表行数字测试')}`);
    expect(page.data_total).toBe(1);
    const row = page.data[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      goods_id: g.goods_id,
      sku_count: 2,
      warning: 1,
      group_id: group.cat_id,
      group_name: group.name,
      category_path: leafPath,
    });
    // The names along the path, root first, read in the page's own statement.
    const pathIds = leafPath
      .split('|')
      .filter((x) => x && x !== '0')
      .map(Number);
    const named = await t.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', pathIds)
      .execute();
    const nameOf = new Map(named.map((c) => [c.id, c.name]));
    expect(row.category_names).toEqual(pathIds.map((id) => nameOf.get(id)));
    expect(pathIds.length).toBeGreaterThan(1);
    const detail = (await call(t, admin, 'GET', `/seller/goods/${g.goods_id}`)).body as Record<
      string,
      unknown
    >;
    for (const k of ['sku_count', 'warning', 'group_name', 'category_names', 'allowed_actions'])
      expect(detail[k], k).toEqual(row[k]);

    const past = await list(`keyword=${encodeURIComponent('列表行数字测试')}&page_no=3`);
    expect(past).toMatchObject({ data: [], data_total: 1 });
    const all = await list('page_size=100');
    expect((await list('page_size=100&page_no=999')).data_total).toBe(all.data_total);
  });
});
