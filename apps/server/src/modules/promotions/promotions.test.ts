import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_LABELS } from '@rxdesk/contract/logs/action-labels';
import { call, type Loose } from '../../testing/catalogue.ts';
import { skusOf } from '../../testing/promotions.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

const DAY = 86400;

describe('promotions: full cut, single cut, second half price (seller/promotion)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  let plain: { id: number; price: number; name: string }[];
  let rx: { id: number; price: number; name: string };
  let otherShopSku: number;
  // Far from the seeded activities' windows.
  const window = (fromDays: number, days = 5) => {
    const start = t.clock.now() + fromDays * DAY;
    return { start_time: start, end_time: start + days * DAY };
  };
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    plain = await skusOf(t, 1, false, 6);
    rx = (await skusOf(t, 1, true, 1))[0]!;
    otherShopSku = (await skusOf(t, 2, false, 1))[0]!.id;
    // The seeded whole-shop full cut runs now; the first test starts its own in ten minutes.
    const seeded = await call(t, admin, 'GET', '/seller/promotion/full-discounts?status=RUNNING');
    for (const r of seeded.body.data as Loose[])
      await call(t, admin, 'POST', `/seller/promotion/full-discounts/${r.promotion_id}/close`, {
        reason: '测试',
      });
  });
  afterAll(() => t.close());

  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).execute();

  it('creates a full cut in yuan and stores the rules in fen; lists it under 未开始 then 进行中', async () => {
    // Starts in ten minutes (the clock moves only minutes here: the tokens stay valid).
    const w = { start_time: t.clock.now() + 600, end_time: t.clock.now() + 2 * DAY };
    const created = await call(t, admin, 'POST', '/seller/promotion/full-discounts', {
      title: '满99减10',
      ...w,
      scope: 'SKUS',
      sku_ids: [plain[0]!.id, plain[1]!.id],
      tiers: [
        { threshold: '99', minus: '10' },
        { threshold: 199, minus: 30, free_shipping: true },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.promotion_id as number;
    const row = await t.db
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.rules)).toEqual({
      by_piece: false,
      tiers: [
        {
          threshold: 9900,
          minus: 1000,
          discount_permille: null,
          free_shipping: false,
          gift_sku_id: null,
          gift_id: null,
          coupon_id: null,
          points: 0,
        },
        {
          threshold: 19900,
          minus: 3000,
          discount_permille: null,
          free_shipping: true,
          gift_sku_id: null,
          gift_id: null,
          coupon_id: null,
          points: 0,
        },
      ],
    });
    const notStarted = await call(
      t,
      admin,
      'GET',
      '/seller/promotion/full-discounts?status=NOT_STARTED&keyword=99',
    );
    const mine = (notStarted.body.data as Loose[]).find((r) => r.promotion_id === id)!;
    expect(mine).toMatchObject({
      status: 'NOT_STARTED',
      sku_count: 2,
      allowed_actions: ['edit', 'delete', 'close'],
    });
    expect(mine.tiers[1]).toMatchObject({ threshold: 199, minus: 30, free_shipping: true });
    const detail = await call(t, admin, 'GET', `/seller/promotion/full-discounts/${id}`);
    expect(detail.body.skus.map((s: Loose) => s.sku_id)).toEqual([plain[0]!.id, plain[1]!.id]);
    expect(detail.body.figures).toEqual({ orders: 0, units: 0, discount: 0 });
    expect(await logs('promotion.full-cut.create')).toHaveLength(1);

    // Edit while not started.
    const edited = await call(t, admin, 'PUT', `/seller/promotion/full-discounts/${id}`, {
      title: '满99减12',
      ...w,
      scope: 'SKUS',
      sku_ids: [plain[0]!.id],
      tiers: [{ threshold: 99, minus: 12 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await logs('promotion.full-cut.edit'))[0]!.detail).toContain('满99减12');

    t.clock.advance(601);
    const running = await call(
      t,
      admin,
      'GET',
      '/seller/promotion/full-discounts?status=RUNNING&page_size=100',
    );
    expect((running.body.data as Loose[]).find((r) => r.promotion_id === id)).toMatchObject({
      status: 'RUNNING',
      allowed_actions: ['close'],
    });
    // Started: edit and delete refused with 409 saying so.
    const late = await call(t, admin, 'PUT', `/seller/promotion/full-discounts/${id}`, {
      title: '满99减15',
      ...window(10),
      scope: 'ALL',
      tiers: [{ threshold: 99, minus: 15 }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/started/);
    expect((await call(t, admin, 'DELETE', `/seller/promotion/full-discounts/${id}`)).status).toBe(409);
    // Close: final.
    expect((await call(t, admin, 'POST', `/seller/promotion/full-discounts/${id}/close`, {})).status).toBe(
      400,
    );
    const closed = await call(t, admin, 'POST', `/seller/promotion/full-discounts/${id}/close`, {
      reason: '活动调整',
    });
    expect(closed.status).toBe(200);
    const again = await call(t, admin, 'POST', `/seller/promotion/full-discounts/${id}/close`, {
      reason: '再关',
    });
    expect(again.status).toBe(409);
    const after = await call(t, admin, 'GET', `/seller/promotion/full-discounts/${id}`);
    expect(after.body).toMatchObject({ status: 'CLOSED', close_reason: '活动调整', allowed_actions: [] });
    const live = await t.db
      .selectFrom('promotion_skus')
      .select('live')
      .where('promotion_id', '=', id)
      .execute();
    expect(live.every((r) => r.live === 0)).toBe(true);
  });

  it('refuses bad full-cut tiers with 400 naming the field', async () => {
    const bad = async (tiers: object[], more: object = {}) =>
      call(t, admin, 'POST', '/seller/promotion/full-discounts', {
        title: '坏的',
        ...window(300),
        scope: 'ALL',
        tiers,
        ...more,
      });
    expect(
      (
        await bad([
          { threshold: 199, minus: 30 },
          { threshold: 99, minus: 10 },
        ])
      ).body.message,
    ).toMatch(/Tier 2/);
    expect((await bad([{ threshold: 99 }])).status).toBe(400);
    expect((await bad([{ threshold: 99, minus: 99 }])).status).toBe(400);
    expect(
      (await bad(Array.from({ length: 6 }, (_, i) => ({ threshold: 10 * (i + 1), minus: 1 })))).status,
    ).toBe(400);
    expect((await bad([{ threshold: 99, minus: 10 }], { title: '满' })).status).toBe(400);
    const past = await bad([{ threshold: 99, minus: 10 }], {
      start_time: t.clock.now() - 120,
      end_time: t.clock.now() + DAY,
    });
    expect(past.status).toBe(400);
    const reversed = await bad([{ threshold: 99, minus: 10 }], { end_time: t.clock.now() + 299 * DAY });
    expect(reversed.status).toBe(400);
  });

  it('lets only one whole-shop full cut run at a time (409 naming the other)', async () => {
    const body = { title: '全店满减', ...window(400), scope: 'ALL', tiers: [{ threshold: 50, minus: 5 }] };
    const first = await call(t, admin, 'POST', '/seller/promotion/full-discounts', body);
    expect(first.status).toBe(200);
    const second = await call(t, admin, 'POST', '/seller/promotion/full-discounts', {
      ...body,
      scope: 'SKUS',
      sku_ids: [plain[5]!.id],
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('全店满减');
  });

  it('single cut: amount off below the SKU price; overlap refused with 409 naming the SKU and activity', async () => {
    const sku = plain[2]!;
    const w = window(500);
    const tooMuch = await call(t, admin, 'POST', '/seller/promotion/minus', {
      title: '单品立减',
      ...w,
      skus: [{ sku_id: sku.id, minus: sku.price / 100 }],
    });
    expect(tooMuch.status).toBe(400);
    const ok = await call(t, admin, 'POST', '/seller/promotion/minus', {
      title: '单品立减',
      ...w,
      skus: [{ sku_id: sku.id, minus: '1.50' }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = await t.db
      .selectFrom('promotion_skus')
      .selectAll()
      .where('promotion_id', '=', ok.body.promotion_id)
      .execute();
    expect(row.map((r) => [r.sku_id, r.price, r.kind])).toEqual([[sku.id, 150, 'MINUS']]);
    const clash = await call(t, admin, 'POST', '/seller/promotion/minus', {
      title: '又一个立减',
      start_time: w.start_time + DAY,
      end_time: w.end_time + DAY,
      skus: [{ sku_id: sku.id, minus: 1 }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(sku.name);
    expect(clash.body.message).toContain('单品立减');
    // A single cut and a second half price may share a SKU (the buyer gets the better one).
    const half = await call(t, admin, 'POST', '/seller/promotion/half-prices', {
      title: '第二件半价',
      ...w,
      sku_ids: [sku.id],
    });
    expect(half.status).toBe(200);
    const detail = await call(t, admin, 'GET', `/seller/promotion/minus/${ok.body.promotion_id}`);
    expect(detail.body.skus[0]).toMatchObject({ sku_id: sku.id, minus: 1.5, price: sku.price / 100 });
    // Delete while not started, then the SKU is free again.
    expect((await call(t, admin, 'DELETE', `/seller/promotion/minus/${ok.body.promotion_id}`)).status).toBe(
      200,
    );
    expect((await logs('promotion.single-cut.delete')).length).toBe(1);
    const free = await call(t, admin, 'POST', '/seller/promotion/minus', {
      title: '又一个立减',
      ...w,
      skus: [{ sku_id: sku.id, minus: 1 }],
    });
    expect(free.status).toBe(200);
  });

  it('refuses prescription SKUs unless the shop allows them, and other shops’ SKUs', async () => {
    const body = { title: '处方药半价', ...window(600), sku_ids: [rx.id] };
    const refused = await call(t, admin, 'POST', '/seller/promotion/half-prices', body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(rx.name);
    await t.db.updateTable('shops').set({ promotions_rx: 1 }).where('id', '=', 1).execute();
    expect((await call(t, admin, 'POST', '/seller/promotion/half-prices', body)).status).toBe(200);
    await t.db.updateTable('shops').set({ promotions_rx: 0 }).where('id', '=', 1).execute();
    const foreign = await call(t, admin, 'POST', '/seller/promotion/half-prices', {
      ...body,
      sku_ids: [otherShopSku],
    });
    expect(foreign.status).toBe(400);
  });

  it("hides another shop's activities (404) and refuses without the permission", async () => {
    const mine = await call(t, admin, 'POST', '/seller/promotion/half-prices', {
      title: '本店半价',
      ...window(700),
      sku_ids: [plain[3]!.id],
    });
    const id = mine.body.promotion_id as number;
    expect((await call(t, other, 'GET', `/seller/promotion/half-prices/${id}`)).status).toBe(404);
    expect((await call(t, other, 'DELETE', `/seller/promotion/half-prices/${id}`)).status).toBe(404);
    expect(
      (await call(t, other, 'POST', `/seller/promotion/half-prices/${id}/close`, { reason: 'x' })).status,
    ).toBe(404);
    const list = await call(t, other, 'GET', '/seller/promotion/half-prices?page_size=100');
    expect((list.body.data as Loose[]).some((r) => r.promotion_id === id)).toBe(false);
    // The id of one kind is not another kind's.
    expect((await call(t, admin, 'GET', `/seller/promotion/minus/${id}`)).status).toBe(404);
    expect((await call(t, clerk, 'GET', '/seller/promotion/half-prices')).status).toBe(423);
    expect((await call(t, clerk, 'POST', '/seller/promotion/minus', {})).status).toBe(423);
  });

  it("turns picked goods into their SKUs (the shop's only)", async () => {
    const goodsId = (
      await t.db
        .selectFrom('goods_skus')
        .select('goods_id')
        .where('id', '=', plain[0]!.id)
        .executeTakeFirstOrThrow()
    ).goods_id;
    const r = await call(t, admin, 'GET', `/seller/promotion/minus/skus?goods_ids=${goodsId}`);
    expect(r.status).toBe(200);
    expect(r.body.map((s: Loose) => s.sku_id)).toContain(plain[0]!.id);
    expect((await call(t, other, 'GET', `/seller/promotion/minus/skus?goods_ids=${goodsId}`)).body).toEqual(
      [],
    );
  });

  it('takes a form-encoded body too (repeated keys for the SKU list)', async () => {
    const w = window(800);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/promotion/half-prices',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `title=${encodeURIComponent('表单半价')}&start_time=${w.start_time}&end_time=${w.end_time}&sku_ids=${plain[4]!.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('has a log label for every action of every kind', () => {
    for (const kind of ['full-cut', 'single-cut', 'second-half-price'])
      for (const action of ['create', 'edit', 'close', 'delete'])
        expect(ACTION_LABELS[`promotion.${kind}.${action}`], `${kind}.${action}`).toBeDefined();
  });
});
