import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { approvedGoods, call, categories, createGoods, formOf, type Loose } from '../../testing/catalogue.ts';

/** The goods state table over HTTP: review after regulated changes, on and off shelf, the
 * recycle station and permanent delete, all-or-none batches, permissions. */
describe('goods states', () => {
  let t: TestApp;
  let admin: string;
  let pharmacist: string;
  let clerk: string;
  let leaf: number;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    ({ leaf } = await categories(t));
  });
  afterAll(() => t.close());

  const detail = async (id: number) => (await call(t, admin, 'GET', `/seller/goods/${id}`)).body;
  const put = (url: string, body?: object, who = admin) => call(t, who, 'PUT', url, body);

  it('a regulated change sends an item on sale back to review, off shelf, with a SUBMIT row', async () => {
    const g = await approvedGoods(t, admin, pharmacist, leaf, {}, true);
    const form = formOf(await detail(g.goods_id));
    const r = await put(`/seller/goods/${g.goods_id}`, { ...form, approval_number: '国药准字H20003264' });
    expect(r.body).toMatchObject({ status: 'AWAITING_REVIEW', market_enable: 0, is_auth: 0 });
    const history = (await call(t, admin, 'GET', `/seller/goods/${g.goods_id}/reviews`)).body;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['SUBMIT', 'APPROVE', 'SUBMIT']);
    expect(history[2].reason).toContain('approval_number');
    // The editor is now the submitter: the founder cannot approve the change, the pharmacist can.
    expect((await put(`/seller/goods/${g.goods_id}/auth`, { action: 'approve' })).status).toBe(423);
  });

  it.each([
    ['package insert', (f: Loose) => ({ ...f, package_insert: { ...f.package_insert, usage: '一次1粒' } })],
    ['drug type', (f: Loose) => ({ ...f, drug_type: 'OTC_A' })],
  ])('a change of the %s is regulated', async (_, change) => {
    const g = await approvedGoods(t, admin, pharmacist, leaf);
    const r = await put(`/seller/goods/${g.goods_id}`, change(formOf(await detail(g.goods_id))));
    expect(r.body.status).toBe('AWAITING_REVIEW');
  });

  it('price, images, descriptions and group changes keep the approval and the shelf', async () => {
    const g = await approvedGoods(t, admin, pharmacist, leaf, {}, true);
    const form = formOf(await detail(g.goods_id));
    const skus = form.skus.map((s: Record<string, unknown>) => ({ ...s, price: '9.90' }));
    const r = await put(`/seller/goods/${g.goods_id}`, {
      ...form,
      skus,
      market_price: '29.90',
      images: ['/api/files/c.png'],
      intro_pc: '<p>新说明</p>',
    });
    expect(r.body).toMatchObject({ status: 'ON_SALE', price: 9.9, thumbnail: '/api/files/c.png' });
    const history = (await call(t, admin, 'GET', `/seller/goods/${g.goods_id}/reviews`)).body;
    expect(history).toHaveLength(2);
  });

  it('a class barred from online sale can be approved but never put on sale; the list marks it', async () => {
    const g = await approvedGoods(t, admin, pharmacist, leaf, { regulatory_class: 'NARCOTIC' });
    const up = await put(`/seller/goods/${g.goods_id}/up`);
    expect(up.status).toBe(409);
    expect(up.body.message).toContain('the law bars selling it online');
    const row = (await call(t, admin, 'GET', `/seller/goods?goods_code=${g.goods_code}`)).body.data[0];
    expect(row).toMatchObject({ barred: 1, status: 'OFF_SHELF' });
    expect(row.allowed_actions).not.toContain('up');
  });

  it('only approved items go on sale; off shelf needs a reason, which the list shows', async () => {
    const awaiting = await createGoods(t, admin, leaf);
    expect((await put(`/seller/goods/${awaiting.goods_id}/up`)).status).toBe(409);
    const g = await approvedGoods(t, admin, pharmacist, leaf, {}, true);
    expect((await put(`/seller/goods/${g.goods_id}/under`, { reason: '' })).status).toBe(400);
    const under = await put(`/seller/goods/${g.goods_id}/under`, { reason: '包装更换' });
    expect(under.status).toBe(200);
    expect(await detail(g.goods_id)).toMatchObject({ status: 'OFF_SHELF', shelf_reason: '包装更换' });
    await put(`/seller/goods/${g.goods_id}/up`);
    expect(await detail(g.goods_id)).toMatchObject({ status: 'ON_SALE', shelf_reason: '' });
  });

  it('recycle only what is off shelf; revert restores its review state; delete only from the recycle station', async () => {
    const g = await approvedGoods(t, admin, pharmacist, leaf, {}, true);
    expect((await put(`/seller/goods/${g.goods_id}/recycle`)).status).toBe(409);
    expect((await call(t, admin, 'DELETE', `/seller/goods/${g.goods_id}`)).status).toBe(409);
    await put(`/seller/goods/${g.goods_id}/under`, { reason: '停售' });
    expect((await put(`/seller/goods/${g.goods_id}/recycle`)).status).toBe(200);
    expect((await detail(g.goods_id)).status).toBe('RECYCLED');
    const listed = (await call(t, admin, 'GET', `/seller/goods?tab=RECYCLED&goods_code=${g.goods_code}`)).body
      .data;
    expect(listed[0].allowed_actions).toEqual(['revert', 'delete']);
    expect((await put(`/seller/goods/${g.goods_id}/revert`)).status).toBe(200);
    expect((await detail(g.goods_id)).status).toBe('OFF_SHELF');
    await put(`/seller/goods/${g.goods_id}/recycle`);
    const del = await call(t, admin, 'DELETE', `/seller/goods/${g.goods_id}`);
    expect(del.status).toBe(200);
    expect((await call(t, admin, 'GET', `/seller/goods/${g.goods_id}`)).status).toBe(404);
    expect(
      await t.db.selectFrom('goods_skus').select('id').where('goods_id', '=', g.goods_id).execute(),
    ).toEqual([]);
    // The first-sale review records outlive the item: the delete's (append-only) log row keeps them.
    const logged = await t.db
      .selectFrom('operation_logs')
      .select('detail')
      .where('action', '=', 'goods.delete')
      .where('target', '=', String(g.goods_id))
      .executeTakeFirstOrThrow();
    const kept = JSON.parse(logged.detail) as Loose;
    expect(kept.goods_code).toBe(g.goods_code);
    expect(kept.review_history.map((r: Loose) => [r.action, r.actor_name])).toEqual([
      ['SUBMIT', expect.any(String)],
      ['APPROVE', expect.any(String)],
    ]);
    // A second delete of the same item lost the race to the first: 409, not "no such item".
    expect((await call(t, admin, 'DELETE', `/seller/goods/${g.goods_id}`)).status).toBe(409);
  });

  it('goods an order names are never deleted: the refusal names them, nothing changes', async () => {
    const sold = await t.db
      .selectFrom('order_items as i')
      .innerJoin('goods as g', 'g.id', 'i.goods_id')
      .select(['g.id', 'g.goods_name'])
      .where('g.shop_id', '=', 1)
      .where('g.regulatory_class', '=', 'NONE')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    await put(`/seller/goods/${sold.id}/under`, { reason: '停售' });
    expect((await put(`/seller/goods/${sold.id}/recycle`)).status).toBe(200);
    const free = await createGoods(t, admin, leaf);
    await put(`/seller/goods/${free.goods_id}/recycle`);
    const del = await call(t, admin, 'DELETE', `/seller/goods/${free.goods_id},${sold.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      `"${sold.goods_name}" is referenced by orders and cannot be deleted permanently`,
    );
    expect((await detail(free.goods_id)).status).toBe('RECYCLED');
    await put(`/seller/goods/${sold.id}/revert`);
  });

  it('goods with received stock keep their batch records: no permanent delete', async () => {
    const form = { batch_no: 'K1', production_date: '2026-01-01', expiry_date: '2099-01-01', quantity: 3 };
    const g = await createGoods(t, admin, leaf, {
      skus: [{ sku_code: `${Date.now()}-K`, price: '5.00', batches: [form] }],
    });
    await put(`/seller/goods/${g.goods_id}/recycle`);
    const del = await call(t, admin, 'DELETE', `/seller/goods/${g.goods_id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('stock batch records');
    const recycled = (await call(t, admin, 'GET', `/seller/goods?tab=RECYCLED&goods_code=${g.goods_code}`))
      .body;
    expect(recycled.data[0].allowed_actions).toEqual(['revert']);
  });

  it('a batch is all or none, and its refusal names the item that stopped it', async () => {
    const a = await approvedGoods(t, admin, pharmacist, leaf);
    const b = await createGoods(t, admin, leaf, { goods_name: '待审核的一件商品' });
    const r = await put(`/seller/goods/${a.goods_id},${b.goods_id}/up`);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('待审核的一件商品');
    expect((await detail(a.goods_id)).status).toBe('OFF_SHELF');
  });

  it('each action asks for its permission', async () => {
    const g = await createGoods(t, admin, leaf);
    expect((await call(t, clerk, 'GET', '/seller/goods')).status).toBe(423);
    expect((await put(`/seller/goods/${g.goods_id}/auth`, { action: 'approve' }, clerk)).status).toBe(423);
    expect(
      (await put(`/seller/goods/${g.goods_id}`, formOf(await detail(g.goods_id)), pharmacist)).status,
    ).toBe(423);
    const seen = (await call(t, pharmacist, 'GET', `/seller/goods?goods_code=${g.goods_code}`)).body.data[0];
    // The pharmacist reviews and moves shelves, but neither edits nor empties the recycle station.
    expect(seen.allowed_actions).toEqual(['approve', 'reject', 'recycle']);
  });
});
