import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { call, categories, createGoods, rxForm } from '../../testing/catalogue.ts';

/** The SKU matrix, opening stock through the stock ledger, sanitized descriptions and the list's
 * batch edits. */
describe('goods SKUs, stock on create, descriptions, batch edits', () => {
  let t: TestApp;
  let admin: string;
  let leaf: number;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    ({ leaf } = await categories(t));
  });
  afterAll(() => t.close());

  const skusOf = async (id: number) => (await call(t, admin, 'GET', `/seller/goods/${id}/skus`)).body;
  const asInput = (rows: Record<string, unknown>[]) => rows.map(({ stock: _s, referenced: _r, ...s }) => s);

  it('opening batches are received through the stock ledger: stock = the ledger sum', async () => {
    const form = rxForm(leaf);
    form.skus[0] = {
      ...form.skus[0]!,
      batches: [
        { batch_no: 'A1', production_date: '2026-01-01', expiry_date: '2028-01-01', quantity: 30 },
        { batch_no: 'A2', production_date: '2026-02-01', expiry_date: '2028-02-01', quantity: 12 },
      ],
    } as (typeof form.skus)[0];
    const r = await call(t, admin, 'POST', '/seller/goods', form);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.stock).toBe(42);
    expect(r.body.skus.map((s: { stock: number }) => s.stock)).toEqual([42, 0]);
    const ledger = await t.db
      .selectFrom('stock_ledger')
      .select(['delta', 'kind'])
      .where('sku_id', '=', r.body.skus[0].sku_id)
      .execute();
    expect(ledger).toEqual([
      { delta: 30, kind: 'OPENING' },
      { delta: 12, kind: 'OPENING' },
    ]);
  });

  it('no script, event handler or javascript: link survives in a stored description', async () => {
    const g = await createGoods(t, admin, leaf, {
      intro_pc:
        '<p onclick="x()">说明</p><script>alert(1)</script><img src="/api/files/a.png" onerror="alert(2)">',
      intro_mobile: '<a href="javascript:alert(3)">看</a><style>p{}</style>',
    });
    const stored = await t.db
      .selectFrom('goods')
      .select(['intro_pc', 'intro_mobile'])
      .where('id', '=', g.goods_id)
      .executeTakeFirstOrThrow();
    expect(stored.intro_pc).toBe('<p>说明</p><img src="/api/files/a.png" />');
    expect(stored.intro_mobile).toBe('<a>看</a>');
  });

  it('the matrix is updated in place, the price follows the lowest enabled SKU, and the item keeps its review state', async () => {
    const g = await createGoods(t, admin, leaf);
    const rows = asInput(await skusOf(g.goods_id));
    rows[0] = { ...rows[0], enabled: 0 };
    rows.push({
      sku_code: `${g.goods_code}-36`,
      price: '30.00',
      spec_values: [{ name: '规格', value: '36粒' }],
    });
    const r = await call(t, admin, 'PUT', `/seller/goods/${g.goods_id}/skus`, { skus: rows });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.map((s: { sku_id: number }) => s.sku_id).slice(0, 2)).toEqual(g.skus.map((s) => s.sku_id));
    const d = (await call(t, admin, 'GET', `/seller/goods/${g.goods_id}`)).body;
    expect(d).toMatchObject({ price: 22, sku_count: 3, status: 'AWAITING_REVIEW' });
  });

  it('a SKU an order sold cannot be deleted, only disabled; the order line keeps what it copied', async () => {
    const g = await createGoods(t, admin, leaf);
    const sold = g.skus[0]!;
    const line = await t.db
      .selectFrom('order_items')
      .select(['id', 'price'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('order_items').set({ sku_id: sold.sku_id }).where('id', '=', line.id).execute();
    const rows = asInput(await skusOf(g.goods_id));
    expect((await skusOf(g.goods_id))[0].referenced).toBe(1);
    const removed = await call(t, admin, 'PUT', `/seller/goods/${g.goods_id}/skus`, { skus: rows.slice(1) });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain(sold.sku_code);
    rows[0] = { ...rows[0], enabled: 0, price: '99.00' };
    expect((await call(t, admin, 'PUT', `/seller/goods/${g.goods_id}/skus`, { skus: rows })).status).toBe(
      200,
    );
    const after = await t.db
      .selectFrom('order_items')
      .select('price')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(after.price).toBe(line.price);
  });

  it('a SKU id of another item is refused', async () => {
    const a = await createGoods(t, admin, leaf);
    const b = await createGoods(t, admin, leaf);
    const rows = asInput(await skusOf(a.goods_id));
    rows[0] = { ...rows[0], sku_id: b.skus[0]!.sku_id };
    const r = await call(t, admin, 'PUT', `/seller/goods/${a.goods_id}/skus`, { skus: rows });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('skus.0.sku_id');
  });

  it('batch edits: group, tags and warning quantity of several items at once', async () => {
    const a = await createGoods(t, admin, leaf);
    const b = await createGoods(t, admin, leaf);
    const ids = `${a.goods_id},${b.goods_id}`;
    const now = t.clock.now();
    const group = await t.db
      .insertInto('goods_groups')
      .values({ shop_id: 1, name: '感冒专区', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tag = await t.db
      .insertInto('goods_tags')
      .values({ shop_id: 1, name: '热销', mark: 'hot', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call(t, admin, 'PUT', `/seller/goods/${ids}/group`, { group_id: group.id })).status).toBe(
      200,
    );
    expect((await call(t, admin, 'PUT', `/seller/goods/${ids}/tags`, { tag_ids: [tag.id] })).status).toBe(
      200,
    );
    expect(
      (await call(t, admin, 'PUT', `/seller/goods/${ids}/warning-quantity`, { warning_quantity: 5 })).status,
    ).toBe(200);
    expect((await call(t, admin, 'PUT', `/seller/goods/${ids}/group`, { group_id: 999999 })).status).toBe(
      400,
    );
    const list = (await call(t, admin, 'GET', `/seller/goods?group_id=${group.id}`)).body;
    expect(list.data.map((r: { goods_id: number }) => r.goods_id).sort()).toEqual(
      [a.goods_id, b.goods_id].sort(),
    );
    expect(list.data[0]).toMatchObject({ group_name: '感冒专区', warning: 1 });
    const links = await t.db.selectFrom('goods_tag_links').selectAll().where('tag_id', '=', tag.id).execute();
    expect(links).toHaveLength(2);
    const quantities = await t.db
      .selectFrom('goods_skus')
      .select('warning_quantity')
      .where('goods_id', 'in', [a.goods_id, b.goods_id])
      .execute();
    expect(new Set(quantities.map((q) => q.warning_quantity))).toEqual(new Set([5]));
  });
});
