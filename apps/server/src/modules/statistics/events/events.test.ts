import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDayStart, unixToDateString } from '@rxdesk/contract/common/date-format';
import { caller } from '../../../testing/after-sale.ts';
import { DEMO_KEY, SECOND_KEY } from '../../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86400;

describe('statistics events, traffic and collect', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  let clerk: ReturnType<typeof caller>;
  let demoGoods: number;
  let g1: number;
  let g2: number;
  let now: number;

  beforeAll(async () => {
    const s = await startWithTwoShops();
    t = s.t;
    admin = caller(t, s.admin);
    other = caller(t, s.other);
    clerk = caller(t, (await t.login('clerk', 'clerk123')).access_token);
    const goodsOf = (shopId: number) =>
      t.db.selectFrom('goods').select('id').where('shop_id', '=', shopId).orderBy('id').limit(2).execute();
    demoGoods = Number((await goodsOf(1))[0]!.id);
    [g1, g2] = (await goodsOf(2)).map((g) => Number(g.id)) as [number, number];
    now = t.clock.now();
  });
  afterAll(() => t.close());

  const send = (events: object[], key = SECOND_KEY, lang = 'zh') =>
    t.app.inject({
      method: 'POST',
      url: '/api/open/events',
      headers: { 'x-api-key': key, 'accept-language': lang },
      payload: { events },
    });
  const ev = (type: string, visitor: string, at: number, goods_id?: number) => ({
    event_id: randomUUID(),
    type,
    visitor_id: visitor,
    occurred_at: at,
    ...(goods_id ? { goods_id } : {}),
  });

  it('refuses a bad batch as a whole, naming the field, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('stat_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const bad = async (events: object[], field: RegExp) => {
      const res = await send(events);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toMatch(field);
    };
    await bad([], /events/);
    await bad(
      Array.from({ length: 501 }, () => ev('shop_view', 'v', now)),
      /events/,
    );
    await bad([{ ...ev('shop_view', 'v', now), event_id: 'not-a-uuid' }], /event_id/);
    await bad([ev('page_view', 'v', now)], /type/);
    await bad([ev('goods_view', 'v', now)], /goods_id/);
    await bad([ev('shop_view', '', now)], /visitor_id/);
    const en = await send([ev('goods_favorite', 'v', now)], SECOND_KEY, 'en');
    expect(en.json().message).toMatch(/goods_id/);
    expect((await send([ev('shop_view', 'v', now)], 'wrong-key')).statusCode).toBe(401);
    const after = await t.db
      .selectFrom('stat_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('counts an event id once: in one batch, across batches and across concurrent requests', async () => {
    const a = ev('shop_view', 'dup-visitor', now - 60);
    const b = ev('shop_view', 'dup-visitor', now - 30);
    const first = await send([a, a, b]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, duplicate: 1, rejected: [] });
    expect((await send([a, b])).json()).toEqual({ accepted: 0, duplicate: 2, rejected: [] });
    const batch = Array.from({ length: 20 }, (_, i) => ev('goods_view', `c${i % 3}`, now - 10, g1));
    const answers = await Promise.all([send(batch), send(batch), send(batch)]);
    const taken = answers.map((r) => r.json().accepted as number);
    expect(taken.reduce((x, y) => x + y, 0)).toBe(20);
    const ids = batch.map((e) => e.event_id);
    const stored = await t.db
      .selectFrom('stat_events')
      .select('event_id')
      .where('event_id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(20);
  });

  it("refuses item by item another shop's goods, the future and the too old, taking the rest", async () => {
    const res = await send(
      [
        ev('goods_view', 'x', now, demoGoods),
        ev('goods_view', 'x', now + 3600, g1),
        ev('goods_view', 'x', now - 8 * DAY, g1),
        ev('goods_view', 'x', now, 999_999_999),
        ev('goods_view', 'x', now + 60, g1),
      ],
      SECOND_KEY,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accepted).toBe(1);
    expect(body.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual([
      [0, 'UNKNOWN_GOODS'],
      [1, 'IN_FUTURE'],
      [2, 'TOO_OLD'],
      [3, 'UNKNOWN_GOODS'],
    ]);
    expect(body.rejected[0].message).toMatch(/no such goods/);
  });

  it('traffic and collect match a hand-computed fixture across Shanghai midnight', async () => {
    // Yesterday's midnight in Shanghai: the last second before it belongs to the day before.
    const midnight = shanghaiDayStart(now) - DAY;
    const dayBefore = unixToDateString(midnight - 1, 'yyyy-MM-dd');
    const yesterday = unixToDateString(midnight, 'yyyy-MM-dd');
    const res = await send([
      ev('shop_view', 'v1', midnight - 1),
      ev('goods_view', 'v1', midnight - 1, g1),
      ev('goods_view', 'v2', midnight - 100, g1),
      ev('goods_favorite', 'v2', midnight - 100, g2),
      // Yesterday: v1 again (a new day, a new visitor-day), v3 twice on g2.
      ev('shop_view', 'v1', midnight),
      ev('goods_view', 'v3', midnight + 10, g2),
      ev('goods_view', 'v3', midnight + 20, g2),
      ev('goods_favorite', 'v3', midnight + 30, g2),
      ev('goods_favorite', 'v1', midnight + 40, g1),
      ev('goods_unfavorite', 'v2', midnight + 50, g2),
    ]);
    expect(res.json()).toMatchObject({ accepted: 10, duplicate: 0 });

    const q = `start_date=${dayBefore}&end_date=${yesterday}`;
    const traffic = await other('GET', `/seller/statistics/traffic?${q}`);
    expect(traffic.statusCode, traffic.body).toBe(200);
    const tr = traffic.json();
    expect(tr.rows).toEqual([
      { date: dayBefore, views: 3, visitors: 2 },
      { date: yesterday, views: 3, visitors: 2 },
    ]);
    expect(tr.totals).toEqual({ views: 6, visitors: 4 });
    expect(
      tr.top_goods.map((g: { goods_id: number; views: number; visitors: number }) => [
        g.goods_id,
        g.views,
        g.visitors,
      ]),
    ).toEqual([
      [g1, 2, 2],
      [g2, 2, 1],
    ]);
    const monthly = (await other('GET', `/seller/statistics/traffic?${q}&unit=month`)).json();
    expect(monthly.rows.reduce((s: number, r: { views: number }) => s + r.views, 0)).toBe(6);
    expect(monthly.rows[0].date).toBe(dayBefore.slice(0, 7));

    const collect = (await other('GET', `/seller/statistics/collect?${q}`)).json();
    expect(collect.trend).toEqual([
      { date: dayBefore, added: 1, removed: 0 },
      { date: yesterday, added: 2, removed: 1 },
    ]);
    expect(collect.totals).toEqual({ favorites: 2, added: 3, removed: 1 });
    expect(
      collect.top_goods.map((g: { goods_id: number; favorites: number; added: number; removed: number }) => [
        g.goods_id,
        g.favorites,
        g.added,
        g.removed,
      ]),
    ).toEqual([
      [g1, 1, 1, 0],
      [g2, 1, 2, 1],
    ]);
    // The goods analysis lists the items seen or favourited without a sale, with their views and
    // the favourites added in the period.
    const goods = (await other('GET', `/seller/statistics/goods?${q}&sort=views`)).json();
    expect(
      goods.data
        .filter((g: { goods_id: number }) => g.goods_id === g1 || g.goods_id === g2)
        .map((g: { goods_id: number; views: number; favorites: number }) => [
          g.goods_id,
          g.views,
          g.favorites,
        ])
        .sort((a: number[], b: number[]) => a[0]! - b[0]!),
    ).toEqual([
      [g1, 2, 1],
      [g2, 2, 2],
    ]);
    const byFavorites = (
      await other('GET', `/seller/statistics/goods?${q}&sort=favorites&page_size=1`)
    ).json();
    expect(byFavorites.data[0]).toMatchObject({ goods_id: g2, favorites: 2 });
    // Only yesterday: the favourites added before are not in the period, the totals still are.
    const one = (
      await other('GET', `/seller/statistics/collect?start_date=${yesterday}&end_date=${yesterday}`)
    ).json();
    expect(one.totals).toEqual({ favorites: 2, added: 2, removed: 1 });
  });

  it('the rollups equal counts over the raw events', async () => {
    for (const shopId of [1, 2]) {
      const raw = await t.db
        .selectFrom('stat_events')
        .select([
          'day',
          (eb) => eb.fn.countAll().as('n'),
          (eb) => eb.fn.count('visitor_id').distinct().as('v'),
        ])
        .where('shop_id', '=', shopId)
        .where('type', 'in', ['shop_view', 'goods_view'])
        .groupBy('day')
        .orderBy('day')
        .execute();
      const rolled = await t.db
        .selectFrom('stat_shop_days')
        .select(['day', 'views', 'visitors'])
        .where('shop_id', '=', shopId)
        .where('views', '>', 0)
        .orderBy('day')
        .execute();
      expect(rolled.map((r) => [r.day, Number(r.views), Number(r.visitors)])).toEqual(
        raw.map((r) => [r.day, Number(r.n), Number(r.v)]),
      );
      const rawGoods = await t.db
        .selectFrom('stat_events')
        .select([
          'goods_id',
          (eb) => eb.fn.sum(eb.case().when('type', '=', 'goods_view').then(1).else(0).end()).as('views'),
          (eb) => eb.fn.sum(eb.case().when('type', '=', 'goods_favorite').then(1).else(0).end()).as('added'),
          (eb) =>
            eb.fn.sum(eb.case().when('type', '=', 'goods_unfavorite').then(1).else(0).end()).as('removed'),
        ])
        .where('shop_id', '=', shopId)
        .where('goods_id', '<>', 0)
        .groupBy('goods_id')
        .orderBy('goods_id')
        .execute();
      const rolledGoods = await t.db
        .selectFrom('stat_goods_days')
        .select([
          'goods_id',
          (eb) => eb.fn.sum('views').as('views'),
          (eb) => eb.fn.sum('fav_added').as('added'),
          (eb) => eb.fn.sum('fav_removed').as('removed'),
        ])
        .where('shop_id', '=', shopId)
        .groupBy('goods_id')
        .orderBy('goods_id')
        .execute();
      const nums = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r).map(Number));
      expect(nums(rolledGoods)).toEqual(nums(rawGoods));
      expect(rawGoods.length).toBeGreaterThan(0);
    }
  });

  it("keeps each shop's reports to itself, checks the period and the permission, exports", async () => {
    const today = unixToDateString(now, 'yyyy-MM-dd');
    const q = `start_date=${unixToDateString(now - 6 * DAY, 'yyyy-MM-dd')}&end_date=${today}`;
    const mine = (await admin('GET', `/seller/statistics/traffic?${q}`)).json();
    // Shop 2's goods never appear in shop 1's report.
    expect(mine.top_goods.some((g: { goods_id: number }) => g.goods_id === g1 || g.goods_id === g2)).toBe(
      false,
    );
    await send([ev('shop_view', 'iso', now)], DEMO_KEY);
    const after = (await admin('GET', `/seller/statistics/traffic?${q}`)).json();
    expect(after.totals.views).toBe(mine.totals.views + 1);
    const theirs = (
      await other('GET', `/seller/statistics/traffic?start_date=${today}&end_date=${today}`)
    ).json();
    expect(theirs.totals.views).toBeLessThan(50);

    const future = unixToDateString(now + DAY, 'yyyy-MM-dd');
    const badPeriod = await admin('GET', `/seller/statistics/traffic?start_date=${today}&end_date=${future}`);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().field).toBe('end_date');
    // The month picker's cycle: the current month ends today.
    const [y, m] = today.split('-').map(Number);
    const month = await admin('GET', `/seller/statistics/collect?cycle=MONTH&year=${y}&month=${m}`);
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().period.end_date).toBe(today);
    expect(month.json().trend.at(-1).date).toBe(today);
    expect(
      (await admin('GET', `/seller/statistics/collect?start_date=${today}&end_date=2020-01-01`)).statusCode,
    ).toBe(400);
    expect((await clerk('GET', `/seller/statistics/traffic?${q}`)).statusCode).toBe(423);

    const file = await admin('GET', `/seller/statistics/collect/export?${q}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(Number(file.headers['x-export-rows'])).toBeGreaterThanOrEqual(7);
    const tx = await admin('GET', `/seller/statistics/traffic/export?${q}&unit=month`);
    expect(tx.statusCode).toBe(200);
    expect(tx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
