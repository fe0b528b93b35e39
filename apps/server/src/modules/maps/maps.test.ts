import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMaps } from '../../testing/fakes/fake-maps.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('map tiles and geocoding through the server (AMap, Tencent)', () => {
  let fake: Awaited<ReturnType<typeof startFakeMaps>>;
  let t: TestApp;
  let bare: TestApp;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakeMaps({ amapKey: 'amap-test-key', tencentKey: 'TXKEY-TEST' });
    t = await createTestApp(fake.env);
    bare = await createTestApp();
    admin = (await t.login('admin', 'admin123')).access_token;
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    await fake.close();
  });

  const get = (url: string, app = t, token = admin, lang = 'zh') =>
    app.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': lang },
    });

  it('says which services are configured', async () => {
    expect((await get('/seller/maps')).json()).toEqual([
      { provider: 'amap', configured: true, max_zoom: 18 },
      { provider: 'tencent', configured: true, max_zoom: 18 },
    ]);
  });

  it('geocodes an address with each service (GCJ-02 point and formatted address)', async () => {
    const q = encodeURIComponent('张杨路500号');
    const amap = await get(`/seller/maps/amap/geocode?address=${q}`);
    expect(amap.statusCode, amap.body).toBe(200);
    expect(amap.json()).toEqual([{ lng: 121.51465, lat: 31.23031, address: '上海市浦东新区张杨路500号' }]);
    const tencent = (await get(`/seller/maps/tencent/geocode?address=${q}`)).json();
    expect(tencent).toEqual([{ lng: 121.51465, lat: 31.23031, address: '上海市浦东新区张杨路500号' }]);
    // Nothing found is an empty answer (Tencent's status 347), not a failure.
    expect((await get(`/seller/maps/tencent/geocode?address=${encodeURIComponent('火星')}`)).json()).toEqual(
      [],
    );
    expect((await get(`/seller/maps/amap/geocode?address=${encodeURIComponent('火星')}`)).json()).toEqual([]);
  });

  it('reverse geocodes a clicked point (AMap lng,lat; Tencent lat,lng)', async () => {
    const amap = (await get('/seller/maps/amap/regeo?lng=121.4369&lat=31.1939')).json();
    expect(amap).toEqual({ lng: 121.4369, lat: 31.1939, address: '上海市徐汇区漕溪北路18号附近' });
    const tencent = (await get('/seller/maps/tencent/regeo?lng=121.4369&lat=31.1939')).json();
    expect(tencent.address).toBe('上海市徐汇区漕溪北路18号（附近）');
    const bad = await get('/seller/maps/amap/regeo?lng=500&lat=31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('lng');
  });

  it('serves tiles through the server, the second time from its cache (not the fake)', async () => {
    const before = fake.calls.tiles;
    const first = await get('/seller/maps/amap/tiles/12/3430/1673');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, max-age=1200');
    expect(first.headers['x-tile-cache']).toBe('miss');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const second = await get('/seller/maps/amap/tiles/12/3430/1673');
    expect(second.headers['x-tile-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.calls.tiles).toBe(before + 1);
    // Tencent numbers rows from the south ({-y}): the fake only knows the key-checked path.
    expect((await get('/seller/maps/tencent/tiles/12/3430/1673')).statusCode).toBe(200);
    expect(
      fake.requests.some((r) => r.url.pathname === `/tencent/tiles/12/3430/${2 ** 12 - 1 - 1673}.png`),
    ).toBe(true);
    expect((await get('/seller/maps/amap/tiles/2/9/0')).statusCode).toBe(400);
    // Tiles need a signed-in seller.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/seller/maps/amap/tiles/12/3430/1673' })).statusCode,
    ).toBe(401);
  });

  it('a refused key answers the service message (409), never a pretend result', async () => {
    const wrong = await createTestApp({ ...fake.env, AMAP_KEY: 'wrong-key' });
    try {
      const token = (await wrong.login('admin', 'admin123')).access_token;
      const r = await get(`/seller/maps/amap/geocode?address=${encodeURIComponent('张杨路')}`, wrong, token);
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toContain('INVALID_USER_KEY');
    } finally {
      await wrong.close();
    }
  });

  it('without keys every map call answers "not configured" (503) in the caller language', async () => {
    const token = (await bare.login('admin', 'admin123')).access_token;
    expect(
      (await get('/seller/maps', bare, token)).json().every((s: { configured: boolean }) => !s.configured),
    ).toBe(true);
    for (const url of [
      '/seller/maps/amap/geocode?address=x',
      '/seller/maps/tencent/regeo?lng=121&lat=31',
      '/seller/maps/amap/tiles/3/1/1',
    ]) {
      const r = await get(url, bare, token);
      expect(r.statusCode, url).toBe(503);
      expect(r.json().code).toBe('NOT_CONFIGURED');
    }
    expect((await get('/seller/maps/amap/geocode?address=x', bare, token)).json().message).toContain(
      '高德地图服务未配置',
    );
    expect((await get('/seller/maps/tencent/geocode?address=x', bare, token, 'en')).json().message).toContain(
      'Tencent Maps service is not configured',
    );
  });
});
