import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gift, GiftDetail, GiftInput } from '@rxdesk/contract/promotions/gifts';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';
import { closeAllPromotions, goodsSku } from '../../../testing/promotion-rows.ts';

/** 赠品 (seller/promotion/full-discount-gifts): CRUD, the stock ledger, the delete rule while a
 * full cut names the gift, permission and shop isolation. */
describe('gifts (seller/promotion/full-discount-gifts)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
  });
  afterAll(() => t.close());

  const BASE = '/seller/promotion/full-discount-gifts';
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token = admin,
    payload?: object,
    lang = 'zh',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (over: Partial<GiftInput> = {}) => {
    const res = await call('POST', BASE, admin, { name: '定制药盒', price: '12.5', stock: 10, ...over });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ gift_id: number }>().gift_id;
  };
  const detail = async (id: number) => {
    const res = await call('GET', `${BASE}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GiftDetail>();
  };
  const ledgerSum = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('promotion_gift_stock')
          .select((eb) => eb.fn.sum<number>('change').as('n'))
          .where('gift_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n ?? 0,
    );

  it('creates, lists by keyword, reads and edits a gift (yuan at the edge, fen inside)', async () => {
    const sku = await goodsSku(t, 'OTC01007');
    const id = await create({ name: '关键字赠品甲', sku_id: sku.skuId });
    const row = await t.db
      .selectFrom('promotion_gifts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(row.price), Number(row.stock), Number(row.goods_id)]).toEqual([1250, 10, sku.goodsId]);
    const list = (await call('GET', `${BASE}?keyword=${encodeURIComponent('关键字赠品')}`)).json<{
      data: Gift[];
      data_total: number;
    }>();
    expect(list.data_total).toBe(1);
    expect(list.data[0]).toMatchObject({
      gift_id: id,
      price: 12.5,
      stock: 10,
      sku_id: sku.skuId,
      disabled: false,
    });
    expect(list.data[0]!.goods_name).not.toBe('');
    const d = await detail(id);
    expect(d.ledger).toEqual([{ change: 10, reason: 'INITIAL', ref: '', at: t.clock.now() }]);

    const put = await call('PUT', `${BASE}/${id}`, admin, {
      name: '关键字赠品乙',
      price: 8,
      stock: 999,
      disabled: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    // The stock is not changed by an edit: only through …/stock with its ledger row.
    expect(await detail(id)).toMatchObject({
      name: '关键字赠品乙',
      price: 8,
      stock: 10,
      sku_id: null,
      disabled: true,
    });
    const log = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('action', '=', 'gift.update')
      .where('target', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(log.detail).toContain('关键字赠品乙');
    const enabled = (
      await call('GET', `${BASE}?enabled_only=true&keyword=${encodeURIComponent('关键字赠品')}`)
    ).json<{
      data_total: number;
    }>();
    expect(enabled.data_total).toBe(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await t.db.selectFrom('promotion_gifts').select('id').execute();
    const empty = await call('POST', BASE, admin, { name: '', price: '1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'name', message: 'name: 赠品名称须为 1-30 个字符' });
    const long = await call('POST', BASE, admin, { name: 'x'.repeat(31), price: '1' }, 'en');
    expect(long.json().message).toContain('The gift name must be 1 to 30 characters');
    expect((await call('POST', BASE, admin, { name: '药盒', price: 'abc' })).statusCode).toBe(400);
    const negative = await call('POST', BASE, admin, { name: '药盒', price: '1', stock: -1 });
    expect(negative.json()).toMatchObject({ field: 'stock' });
    expect(negative.json().message).toContain('库存须为 0-1000000 的整数');
    const otherSku = await t.db
      .selectFrom('goods_skus')
      .select('id')
      .where('shop_id', '!=', 1)
      .executeTakeFirstOrThrow();
    const foreign = await call('POST', BASE, admin, {
      name: '药盒',
      price: '1',
      sku_id: Number(otherSku.id),
    });
    expect(foreign.json()).toMatchObject({ field: 'sku_id', message: '请选择本店的商品规格' });
    expect(await t.db.selectFrom('promotion_gifts').select('id').execute()).toHaveLength(before.length);
  });

  it('changes the stock through the ledger, never below zero; the counter equals the ledger sum', async () => {
    const id = await create({ stock: 5 });
    const change = (n: number, reason = '盘点') =>
      call('POST', `${BASE}/${id}/stock`, admin, { change: n, reason });
    expect((await change(7, '补货')).json()).toEqual({ stock: 12 });
    expect((await change(-2, '破损')).json()).toEqual({ stock: 10 });
    const below = await change(-11);
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('库存不足，调整后库存不能小于 0');
    expect((await change(0)).statusCode).toBe(400);
    // Ten write-offs of 2 at once on a stock of 10: exactly five hold.
    const races = await Promise.all(Array.from({ length: 10 }, () => change(-2)));
    expect(races.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const d = await detail(id);
    expect(d.stock).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    expect(d.ledger.slice(-3).map((r) => [r.change, r.reason, r.ref])).toEqual([
      [-2, 'ADJUST', '破损'],
      [7, 'ADJUST', '补货'],
      [5, 'INITIAL', ''],
    ]);
  });

  it('refuses delete while a full cut that has not ended names the gift, then deletes it', async () => {
    const id = await create({ name: '满赠药盒' });
    const cut = await call('POST', '/seller/promotion/full-discounts', admin, {
      title: '满50送药盒',
      start_time: t.clock.now() + 3600,
      end_time: t.clock.now() + 7200,
      scope: 'ALL',
      tiers: [{ threshold: '50', gift_id: id }],
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const refused = await call('DELETE', `${BASE}/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('不能删除');
    await closeAllPromotions(t);
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect(await ledgerSum(id)).toBe(0);
  });

  it('a full-cut tier naming an unknown or disabled gift is refused on its field', async () => {
    const disabled = await create({ disabled: true });
    for (const giftId of [disabled, 999_999]) {
      const res = await call('POST', '/seller/promotion/full-discounts', admin, {
        title: '满50送礼',
        start_time: t.clock.now() + 3600,
        end_time: t.clock.now() + 7200,
        scope: 'ALL',
        tiers: [{ threshold: '50', gift_id: giftId }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'tiers.0.gift_id', message: '第 1 级的赠品不存在或已停用' });
    }
  });

  it("another shop's gift is 404 on every path; a clerk without gift-manager is refused (423)", async () => {
    const id = await create();
    for (const [method, url, body] of [
      ['GET', `${BASE}/${id}`, undefined],
      ['PUT', `${BASE}/${id}`, { name: '改名', price: 1 }],
      ['DELETE', `${BASE}/${id}`, undefined],
      ['POST', `${BASE}/${id}/stock`, { change: 1, reason: 'x' }],
    ] as const)
      expect((await call(method, url, other, body)).statusCode, `${method} ${url}`).toBe(404);
    const theirs = (await call('GET', BASE, other)).json<{ data: Gift[] }>();
    expect(theirs.data.map((g) => g.gift_id)).not.toContain(id);
    expect((await call('POST', BASE, clerk, { name: '药盒', price: 1 })).statusCode).toBe(423);
    expect((await call('POST', `${BASE}/${id}/stock`, clerk, { change: 1, reason: 'x' })).statusCode).toBe(
      423,
    );
    expect((await detail(id)).stock).toBe(10);
  });
});
