import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateStringToUnix, shanghaiDayStart, unixToDateString } from '@rxdesk/contract/common/date-format';
import type { SeckillDetail, SeckillRow } from '@rxdesk/contract/promotions/seckill';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';
import { demoSkus, type DemoSku } from './activity-testing.ts';

describe('time-limited sale (seller/promotion/seckills) and its overlap rules', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let skus: DemoSku[];
  let rx: DemoSku;
  const day = () => unixToDateString(shanghaiDayStart(t.clock.now()) + 86_400, 'yyyy-MM-dd');
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    ({ plain: skus, rx } = await demoSkus(t.db));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/promotion${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const row = (s: DemoSku, hour: number, extra: object = {}) => ({
    hour,
    sku_id: s.id,
    price: (s.price - 100) / 100,
    quantity: 10,
    limit_num: 2,
    ...extra,
  });
  const seckill = (skuRows: object[], extra: object = {}) => ({
    title: '周末感冒药限时抢购',
    sale_date: day(),
    slots: [10, 14, 20],
    skus: skuRows,
    ...extra,
  });
  const field = (res: { json: () => unknown }) => (res.json() as { field?: string }).field;

  it('creates one SKU row per slot with the slot window and its own price, quantity and limit', async () => {
    const [a, b] = skus as [DemoSku, DemoSku];
    const res = await call(
      'POST',
      '/seckills',
      seckill([row(a, 10), row(a, 14, { quantity: 5 }), row(b, 20)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    const start = dateStringToUnix(day())!;
    const p = await t.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(p).toMatchObject({ kind: 'SECKILL', start_at: start + 10 * 3600, end_at: start + 86_400 });
    expect(JSON.parse(p.rules)).toEqual({ slots: [10, 14, 20] });
    const rows = await t.db
      .selectFrom('promotion_skus')
      .selectAll()
      .where('promotion_id', '=', id)
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => [r.sku_id, r.start_at - start, r.end_at - start, r.price, r.quantity, r.limit_num]),
    ).toEqual([
      [a.id, 10 * 3600, 14 * 3600, a.price - 100, 10, 2],
      [a.id, 14 * 3600, 20 * 3600, a.price - 100, 5, 2],
      [b.id, 20 * 3600, 24 * 3600, b.price - 100, 10, 2],
    ]);
    const detail = (await call('GET', `/seckills/${id}`)).json<SeckillDetail>();
    expect(detail).toMatchObject({
      state: 'NOT_STARTED',
      slots: [10, 14, 20],
      sale_date: day(),
      sku_count: 2,
    });
    expect(detail.allowed_actions).toEqual(['edit', 'delete', 'close']);
    expect(detail.skus.map((s) => [s.hour, s.sku_id, s.quantity, s.sold])).toEqual([
      [10, a.id, 10, 0],
      [14, a.id, 5, 0],
      [20, b.id, 10, 0],
    ]);
    const list = (await call('GET', '/seckills?state=NOT_STARTED')).json<{ data: SeckillRow[] }>();
    expect(list.data.map((r) => r.id)).toContain(id);
    expect(
      (await call('GET', '/seckills?state=RUNNING')).json<{ data: SeckillRow[] }>().data.map((r) => r.id),
    ).not.toContain(id);
  });

  // The suites' demo runs its activities 30 days later (SeedOptions.liveOffers), so they wait.
  it('the demo shop has a seckill (slots 10 / 14 / 20) and a group buy', async () => {
    const list = (await call('GET', '/seckills')).json<{ data: SeckillRow[] }>();
    const seeded = list.data.find((r) => r.title === '今日限时抢购·常备药专场')!;
    expect(seeded).toMatchObject({ slots: [10, 14, 20], sku_count: 3, quantity: 90 });
    const groups = (await call('GET', '/group-buy-goods?state=NOT_STARTED')).json<{
      data: { group_name: string }[];
    }>();
    expect(groups.data.map((g) => g.group_name)).toContain('家庭小药箱团购');
  });

  it('refuses bad rules with 400 naming the field', async () => {
    const [a] = skus as [DemoSku];
    const cases: [object, string][] = [
      [seckill([row(a, 10, { price: a.price / 100 })]), 'skus.0.price'],
      [seckill([row(a, 10, { quantity: a.stock }), row(a, 14, { quantity: 1 })]), 'skus.1.quantity'],
      [seckill([row(rx, 10)]), 'skus.0.sku_id'],
      [seckill([row(a, 11)]), 'skus.0.hour'],
      [seckill([row(a, 10)], { slots: [14, 10] }), 'slots'],
      [seckill([row(a, 10)], { title: '抢' }), 'title'],
      [seckill([row(a, 10)], { sale_date: '2020-01-01' }), 'sale_date'],
      [seckill([row(a, 10), row(a, 10)]), 'skus.1.sku_id'],
    ];
    for (const [body, name] of cases) {
      const res = await call('POST', '/seckills', body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(field(res)).toBe(name);
    }
    // Another shop's SKU is not this shop's goods.
    const res = await call('POST', '/seckills', seckill([row(a, 10)]), other);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(String(a.id));
  });

  it('refuses overlaps with group buy, another seckill and a MINUS row (409 naming SKU and activity)', async () => {
    const [a, , c, d] = skus as [DemoSku, DemoSku, DemoSku, DemoSku];
    const start = dateStringToUnix(day())!;
    const group = (s: DemoSku, from = start, to = start + 86_400) => ({
      group_name: '家庭常备药团购',
      start_time: from,
      end_time: to,
      skus: [{ sku_id: s.id, price: (s.price - 50) / 100, quantity: 20, limit_num: 0 }],
    });
    let res = await call('POST', '/group-buy-goods', group(a));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('周末感冒药限时抢购');
    expect(res.json<{ message: string }>().message).toContain(a.code);
    // Before the seckill's first slot on its day: no overlap.
    expect((await call('POST', '/group-buy-goods', group(a, start, start + 10 * 3600))).statusCode).toBe(200);
    expect((await call('POST', '/group-buy-goods', group(c))).statusCode).toBe(200);
    res = await call('POST', '/seckills', seckill([row(c, 20)], { title: '晚间抢购' }));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('家庭常备药团购');
    // Same SKU in another seckill whose slot does not meet the first one's slots of that SKU.
    expect((await call('POST', '/seckills', seckill([row(a, 20)], { title: '晚间抢购' }))).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/seckills', seckill([row(a, 14)], { title: '午间抢购' }))).statusCode).toBe(
      409,
    );
    // A single-cut (MINUS) row written directly, as the promos area writes it.
    const now = t.clock.now();
    const { id: minus } = await t.db
      .insertInto('promotions')
      .values({
        shop_id: d.shopId,
        kind: 'MINUS',
        title: '单品立减活动',
        start_at: now,
        end_at: now + 3 * 86_400,
        closed_at: null,
        closed_by: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('promotion_skus')
      .values({
        shop_id: d.shopId,
        promotion_id: minus,
        kind: 'MINUS',
        goods_id: d.goodsId,
        sku_id: d.id,
        start_at: now,
        end_at: now + 3 * 86_400,
        price: 50,
      })
      .execute();
    res = await call('POST', '/seckills', seckill([row(d, 10)], { title: '立减冲突' }));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('单品立减活动');
    res = await call('POST', '/group-buy-goods', group(d));
    expect(res.statusCode).toBe(409);
  });

  it('edits and deletes only before the start; close is final and takes the rows out', async () => {
    const [, , , , e] = skus as [DemoSku, DemoSku, DemoSku, DemoSku, DemoSku];
    const body = seckill([row(e, 10)], { title: '编辑测试抢购' });
    const { id } = (await call('POST', '/seckills', body)).json<{ id: number }>();
    let res = await call('PUT', `/seckills/${id}`, { ...body, title: '编辑后的抢购', slots: [9, 10] });
    expect(res.statusCode, res.body).toBe(200);
    const logs = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('action', '=', 'seckill.edit')
      .execute();
    expect(JSON.parse(logs[0]!.detail).changes.title).toEqual({ from: '编辑测试抢购', to: '编辑后的抢购' });
    // Into the sale day's 10 o'clock slot: running, so no edit or delete; close once.
    t.clock.advance(dateStringToUnix(day())! + 10 * 3600 + 60 - t.clock.now());
    const token = (await t.login('admin', 'admin123')).access_token;
    const detail = (await call('GET', `/seckills/${id}`, undefined, token)).json<SeckillDetail>();
    expect(detail.state).toBe('RUNNING');
    expect(detail.allowed_actions).toEqual(['close']);
    expect((await call('PUT', `/seckills/${id}`, body, token)).statusCode).toBe(409);
    expect((await call('DELETE', `/seckills/${id}`, undefined, token)).statusCode).toBe(409);
    expect((await call('POST', `/seckills/${id}/close`, { reason: '' }, token)).statusCode).toBe(400);
    res = await call('POST', `/seckills/${id}/close`, { reason: '供货不足' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('POST', `/seckills/${id}/close`, { reason: '再关' }, token)).statusCode).toBe(409);
    const live = await t.db
      .selectFrom('promotion_skus')
      .select('live')
      .where('promotion_id', '=', id)
      .execute();
    expect(live.length).toBe(1);
    expect(live.every((r) => r.live === 0)).toBe(true);
    const closed = (await call('GET', '/seckills?state=CLOSED', undefined, token)).json<{
      data: SeckillRow[];
    }>();
    expect(closed.data.find((r) => r.id === id)).toMatchObject({
      close_reason: '供货不足',
      allowed_actions: [],
    });
    // The closed SKU is free again for another activity.
    const again = seckill([row(e, 20)], { title: '关闭后再抢' });
    expect((await call('POST', '/seckills', again, token)).statusCode).toBe(200);
    const labels = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', 'like', 'seckill.%')
      .execute();
    expect(new Set(labels.map((l) => l.action))).toEqual(
      new Set(['seckill.create', 'seckill.edit', 'seckill.close']),
    );
  });

  it('deletes a not-started activity; another shop gets 404; a clerk is refused', async () => {
    const [, , , , , f] = skus as DemoSku[] as [DemoSku, DemoSku, DemoSku, DemoSku, DemoSku, DemoSku];
    const token = (await t.login('admin', 'admin123')).access_token;
    const kangning = (await t.login('kangning', 'kangning123')).access_token;
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    const { id } = (
      await call('POST', '/seckills', seckill([row(f, 10)], { title: '删除测试' }), token)
    ).json<{ id: number }>();
    expect((await call('GET', `/seckills/${id}`, undefined, kangning)).statusCode).toBe(404);
    expect((await call('PUT', `/seckills/${id}`, seckill([row(f, 10)]), kangning)).statusCode).toBe(404);
    expect((await call('POST', `/seckills/${id}/close`, { reason: 'x' }, kangning)).statusCode).toBe(404);
    expect((await call('DELETE', `/seckills/${id}`, undefined, kangning)).statusCode).toBe(404);
    expect(
      (await call('GET', '/seckills', undefined, kangning)).json<{ data_total: number }>().data_total,
    ).toBe(0);
    const options = await call('GET', `/seckills/skus?goods_ids=${f.goodsId}`, undefined, token);
    expect(options.json<{ sku_id: number }[]>().map((o) => o.sku_id)).toContain(f.id);
    const theirs = await call('GET', `/group-buy-goods/skus?goods_ids=${f.goodsId}`, undefined, kangning);
    expect(theirs.json()).toEqual([]);
    expect((await call('GET', '/seckills', undefined, clerk)).statusCode).toBe(423);
    expect((await call('GET', '/group-buy-goods', undefined, clerk)).statusCode).toBe(423);
    expect((await call('DELETE', `/seckills/${id}`, undefined, token)).statusCode).toBe(200);
    expect((await call('GET', `/seckills/${id}`, undefined, token)).statusCode).toBe(404);
    const left = await t.db
      .selectFrom('promotion_skus')
      .select('id')
      .where('promotion_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
  it('of 10 overlapping seckills and group buys created at once on one SKU, exactly one is created', async () => {
    const g = skus[6]!;
    const token = (await t.login('admin', 'admin123')).access_token;
    const start = dateStringToUnix(day())!;
    const bodies = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? call('POST', '/seckills', seckill([row(g, 14)], { title: `并发抢购${i}` }), token)
        : call(
            'POST',
            '/group-buy-goods',
            {
              group_name: `并发团购${i}`,
              start_time: start,
              end_time: start + 86_400,
              skus: [{ sku_id: g.id, price: (g.price - 10) / 100, quantity: 5 }],
            },
            token,
          ),
    );
    const codes = (await Promise.all(bodies)).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
  });
  it('of 20 identical closes and deletes of a group buy at once, exactly one succeeds', async () => {
    const h = skus[7]!;
    const token = (await t.login('admin', 'admin123')).access_token;
    const start = dateStringToUnix(day())! + 86_400;
    const body = (name: string) => ({
      group_name: name,
      start_time: start,
      end_time: start + 3600,
      skus: [{ sku_id: h.id, price: (h.price - 10) / 100, quantity: 5, limit_num: 1 }],
    });
    const created = await call('POST', '/group-buy-goods', body('并发关闭团购'), token);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const closes = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/group-buy-goods/${id}/close`, { reason: '并发' }, token),
      ),
    );
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('id')
      .where('action', '=', 'group-buy.close')
      .execute();
    expect(logs).toHaveLength(1);
    const other = (await call('POST', '/group-buy-goods', body('并发删除团购'), token)).json<{
      id: number;
    }>();
    const deletes = await Promise.all(
      Array.from({ length: 20 }, () => call('DELETE', `/group-buy-goods/${other.id}`, undefined, token)),
    );
    expect(deletes.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(deletes.every((r) => [200, 404, 409].includes(r.statusCode))).toBe(true);
  });
});
