import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionNode } from '@rxdesk/contract/regions/regions';
import { regionRows } from '../../../migrations/0007-regions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('regions: data from migration 0007', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds every region of the package at grades 1-4, every branch down to a town', async () => {
    const expected = regionRows();
    const counts = await t.db
      .selectFrom('regions')
      .select(['region_grade', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('region_grade')
      .orderBy('region_grade')
      .execute();
    const byGrade = (g: number) => expected.filter((r) => r.region_grade === g).length;
    expect(counts.map((c) => [c.region_grade, Number(c.n)])).toEqual(
      [1, 2, 3, 4].map((g) => [g, byGrade(g)]),
    );
    expect(byGrade(1)).toBe(31);
    expect(byGrade(4)).toBeGreaterThan(40_000);
    // A leaf above the town level would let the picker finish early: there is none.
    const shallowLeaves = await t.db
      .selectFrom('regions as r')
      .where('r.region_grade', '<', 4)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id'))),
      )
      .select('r.id')
      .execute();
    expect(shallowLeaves).toEqual([]);
  });
});

describe('region picker API', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A clerk: any signed-in seller may read regions, not only the founder.
    token = (await t.login('clerk', 'clerk123')).access_token;
  });
  afterAll(() => t.close());

  const get = (url: string, auth: string | null = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  it('id 0 lists the provinces in code order, cacheable', async () => {
    const res = await get('/api/base/regions/0/children');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const provinces = res.json<RegionNode[]>();
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({
      id: 11,
      parent_id: 0,
      local_name: '北京市',
      region_grade: 1,
      has_children: true,
    });
    expect(provinces.map((p) => p.id)).toEqual([...provinces.map((p) => p.id)].sort((a, b) => a - b));
  });

  it('walks province → city → district → town, the town being a leaf', async () => {
    const cities = (await get('/api/base/regions/33/children')).json<RegionNode[]>();
    expect(cities.find((c) => c.local_name === '杭州市')).toMatchObject({ id: 3301, region_grade: 2 });
    const districts = (await get('/api/base/regions/3301/children')).json<RegionNode[]>();
    expect(districts.find((d) => d.local_name === '西湖区')).toMatchObject({ id: 330106, region_grade: 3 });
    const towns = (await get('/api/base/regions/330106/children')).json<RegionNode[]>();
    expect(towns.find((d) => d.id === 330106002)).toEqual({
      id: 330106002,
      parent_id: 330106,
      local_name: '北山街道',
      region_grade: 4,
      has_children: false,
    });
    const leaf = await get('/api/base/regions/330106002/children');
    expect(leaf.statusCode).toBe(200);
    expect(leaf.json()).toEqual([]);
  });

  it('answers the chain from the province down to a region, itself included', async () => {
    const res = await get('/api/system/regions/parent/330106002');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.json<RegionNode[]>().map((r) => [r.id, r.local_name, r.region_grade, r.has_children])).toEqual(
      [
        [33, '浙江省', 1, true],
        [3301, '杭州市', 2, true],
        [330106, '西湖区', 3, true],
        [330106002, '北山街道', 4, false],
      ],
    );
    expect((await get('/api/system/regions/parent/33')).json<RegionNode[]>().map((r) => r.id)).toEqual([33]);
  });

  it('404 for an unknown id, on both calls', async () => {
    for (const url of [
      '/api/base/regions/99/children',
      '/api/base/regions/330106999/children',
      '/api/system/regions/parent/99',
      '/api/system/regions/parent/0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '-1', '1.5', '33x', '99999999999']) {
      for (const url of [`/api/base/regions/${id}/children`, `/api/system/regions/parent/${id}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    }
  });

  it('401 when not signed in or with a forged token', async () => {
    for (const auth of [null, 'not-a-token']) {
      expect((await get('/api/base/regions/0/children', auth)).statusCode).toBe(401);
      expect((await get('/api/system/regions/parent/33', auth)).statusCode).toBe(401);
    }
  });
});
