import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@rxdesk/contract/promotions/activities';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { toActivity } from './activities.service.ts';

type ActivityPage = { data: Activity[]; data_total: number; page_no: number; page_size: number };

describe('GET /api/admin/activities/list (the §2 activity picker)', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let other: string;
  let shopA: number;
  let shopB: number;
  let now: number;
  const ids: Record<string, number> = {};

  const insert = async (
    shop: number,
    title: string,
    kind: string,
    start: number,
    end: number,
    closed = false,
  ) => {
    const row = await t.db
      .insertInto('promotions')
      .values({
        shop_id: shop,
        kind,
        title,
        start_at: start,
        end_at: end,
        closed_at: closed ? now - 60 : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[title] = Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    now = t.clock.now();
    const a = await t.login('admin', 'admin123');
    const b = await t.login('kangning', 'kangning123');
    admin = a.access_token;
    other = b.access_token;
    shopA = a.shop_id;
    shopB = b.shop_id;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    // Whatever the seed holds stays out of the counts below: the list is asked for A's rows only.
    await t.db.deleteFrom('promotion_skus').where('shop_id', 'in', [shopA, shopB]).execute();
    await t.db.deleteFrom('promotions').where('shop_id', 'in', [shopA, shopB]).execute();
    await insert(shopA, '满99减10', 'FULL_DISCOUNT', now - 3600, now + 86400);
    await insert(shopA, '已结束立减', 'MINUS', now - 7200, now - 1);
    await insert(shopA, '已关闭秒杀', 'SECKILL', now - 3600, now + 3600, true);
    await insert(shopA, '下周第二件半价', 'HALF_PRICE', now + 7 * 86400, now + 14 * 86400);
    await insert(shopA, '正好开始团购', 'GROUPBUY', now, now + 3600);
    await insert(shopA, '正好结束', 'MINUS', now - 3600, now);
    await insert(shopB, '康宁药房满减', 'FULL_DISCOUNT', now - 3600, now + 86400);
  });
  afterAll(() => t.close());

  const get = (query: string, token = admin, lang = 'zh') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/list${query}`,
      headers: { authorization: token, 'accept-language': lang },
    });
  const list = async (query = '', token = admin) => {
    const res = await get(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityPage>();
  };

  it('lists the shop’s activities not closed and not ended, newest first, with publish_date', async () => {
    const page = await list('?page_no=1&page_size=10&client_type=MOBILE');
    expect(page).toMatchObject({ data_total: 3, page_no: 1, page_size: 10 });
    expect(page.data.map((a) => a.activities_name)).toEqual(['正好开始团购', '下周第二件半价', '满99减10']);
    expect(page.data[0]).toEqual({
      activities_id: ids['正好开始团购'],
      activities_name: '正好开始团购',
      publish_date: now,
      kind: 'GROUPBUY',
      start_time: now,
      end_time: now + 3600,
    });
    // Not started: listed, but unpublished (the picker shows 暂未发布 and cannot choose it).
    expect(page.data[1]).toMatchObject({ publish_date: null, kind: 'HALF_PRICE' });
    expect(page.data[2]).toMatchObject({ publish_date: now - 3600 });
  });

  it('publishes an activity once its start passes (computed from the clock, never stored)', () => {
    const row = { id: 1, kind: 'MINUS', title: '下周', start_at: now + 100, end_at: now + 200 };
    expect(toActivity(row, now).publish_date).toBeNull();
    expect(toActivity(row, now + 99).publish_date).toBeNull();
    expect(toActivity(row, now + 100).publish_date).toBe(now + 100);
    expect(toActivity(row, now + 150)).toEqual({
      activities_id: 1,
      activities_name: '下周',
      publish_date: now + 100,
      kind: 'MINUS',
      start_time: now + 100,
      end_time: now + 200,
    });
  });

  it('pages', async () => {
    const all = (await list()).data.map((a) => a.activities_id);
    const second = await list('?page_no=2&page_size=10');
    expect(second).toMatchObject({ data: [], data_total: 3, page_no: 2 });
    for (const size of [20, 50, 100])
      expect((await list(`?page_size=${size}`)).data.map((a) => a.activities_id)).toEqual(all);
    // More rows than a page: ten, then the rest, no row twice.
    for (let i = 0; i < 12; i++) await insert(shopA, `活动${i}`, 'MINUS', now - 60, now + 600);
    const p1 = await list('?page_no=1&page_size=10');
    const p2 = await list('?page_no=2&page_size=10');
    expect(p1.data).toHaveLength(10);
    expect(p2.data).toHaveLength(5);
    expect(p1.data_total).toBe(15);
    const seen = [...p1.data, ...p2.data].map((a) => a.activities_id);
    expect(new Set(seen).size).toBe(15);
    expect(seen).toEqual([...seen].sort((x, y) => y - x));
    await t.db.deleteFrom('promotions').where('title', 'like', '活动%').execute();
  });

  it('refuses a page size other than 10/20/50/100 and an unknown client type, naming the field', async () => {
    for (const size of ['5', '30', '200', 'x']) {
      const res = await get(`?page_size=${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'page_size' });
      expect(res.json().message).toContain('每页条数只能是 10、20、50 或 100');
    }
    const en = await get('?page_size=30', admin, 'en');
    expect(en.json().message).toContain('The page size must be 10, 20, 50 or 100');
    const client = await get('?client_type=APP');
    expect(client.statusCode).toBe(400);
    expect(client.json()).toMatchObject({ field: 'client_type' });
  });

  it('answers PC like MOBILE', async () => {
    expect((await list('?client_type=PC')).data).toEqual((await list('?client_type=MOBILE')).data);
  });

  it('never shows another shop’s activities', async () => {
    const b = await list('', other);
    expect(b.data.map((a) => a.activities_name)).toEqual(['康宁药房满减']);
    expect((await list()).data.map((a) => a.activities_name)).not.toContain('康宁药房满减');
  });

  it('needs a signed-in seller; any role of the shop may read it', async () => {
    expect((await get('', '')).statusCode).toBe(401);
    expect((await get('', 'not-a-token')).statusCode).toBe(401);
    expect((await list('', clerk)).data_total).toBe(3);
  });
});
