import sharp from 'sharp';
import { sendJson, startFakeServer } from './fake-http-server.ts';

/** Places the fake knows (GCJ-02): the demo chain's addresses and a few more. */
export const FAKE_PLACES: { address: string; lng: number; lat: number }[] = [
  { address: '上海市浦东新区张杨路500号', lng: 121.51465, lat: 31.23031 },
  { address: '上海市徐汇区漕溪北路18号', lng: 121.43685, lat: 31.19392 },
  { address: '上海市静安区南京西路1266号', lng: 121.45531, lat: 31.22893 },
  { address: '上海市黄浦区南京东路300号', lng: 121.48427, lat: 31.23838 },
];

const squash = (s: string) => s.replace(/\s+/g, '');
const find = (address: string) => FAKE_PLACES.filter((p) => p.address.includes(squash(address)));
const nearest = (lng: number, lat: number) =>
  [...FAKE_PLACES].sort(
    (a, b) => Math.hypot(a.lng - lng, a.lat - lat) - Math.hypot(b.lng - lng, b.lat - lat),
  )[0]!;

/**
 * A fake of both map services' web APIs, speaking their protocols:
 * AMap `GET /v3/geocode/geo?key=&address=` and `/v3/geocode/regeo?key=&location=lng,lat`
 * (status "1" ok, "0" with info), Tencent `GET /ws/geocoder/v1/?key=&address=` or
 * `location=lat,lng` (status 0 ok, 311 bad key, 347 nothing found), and PNG tiles at
 * `/amap/tiles/{z}/{x}/{y}.png?key=` and `/tencent/tiles/{z}/{x}/{y}.png?key=`. A wrong key is
 * refused as each service does. It counts tile calls (to see the server's cache work).
 */
export async function startFakeMaps(opts: { amapKey: string; tencentKey: string; port?: number }) {
  const calls = { tiles: 0, amapGeo: 0, tencentGeo: 0 };
  // A 256 px tile, one colour per service, with a grid line so panning shows.
  const tile = async (rgb: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 256, height: 256, channels: 3, background: rgb } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="256" height="256"><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#bbb"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
  const tiles = {
    amap: await tile({ r: 236, g: 242, b: 230 }),
    tencent: await tile({ r: 230, g: 238, b: 246 }),
  };

  const fake = await startFakeServer(
    (req, res) => {
      const q = req.url.searchParams;
      const path = req.url.pathname;
      if (path === '/health') return sendJson(res, 200, { ok: true });
      const tileMatch = /^\/(amap|tencent)\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(path);
      if (tileMatch) {
        const provider = tileMatch[1] as 'amap' | 'tencent';
        const key = provider === 'amap' ? opts.amapKey : opts.tencentKey;
        if (q.get('key') !== key) return sendJson(res, 403, { error: 'bad key' });
        calls.tiles++;
        return res.writeHead(200, { 'content-type': 'image/png' }).end(tiles[provider]);
      }
      if (path === '/v3/geocode/geo' || path === '/v3/geocode/regeo') {
        if (q.get('key') !== opts.amapKey)
          return sendJson(res, 200, { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' });
        if (path === '/v3/geocode/geo') {
          calls.amapGeo++;
          const found = find(q.get('address') ?? '');
          return sendJson(res, 200, {
            status: '1',
            info: 'OK',
            infocode: '10000',
            count: String(found.length),
            geocodes: found.map((p) => ({
              formatted_address: p.address,
              country: '中国',
              province: '上海市',
              city: [],
              location: `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`,
              level: '门牌号',
            })),
          });
        }
        const [lng = NaN, lat = NaN] = (q.get('location') ?? '').split(',').map(Number);
        if (!Number.isFinite(lng) || !Number.isFinite(lat))
          return sendJson(res, 200, { status: '0', info: 'INVALID_PARAMS', infocode: '20000' });
        return sendJson(res, 200, {
          status: '1',
          info: 'OK',
          infocode: '10000',
          regeocode: { formatted_address: `${nearest(lng, lat).address}附近`, addressComponent: {} },
        });
      }
      if (path === '/ws/geocoder/v1/' || path === '/ws/geocoder/v1') {
        if (q.get('key') !== opts.tencentKey)
          return sendJson(res, 200, { status: 311, message: 'key格式错误' });
        const address = q.get('address');
        if (address !== null) {
          calls.tencentGeo++;
          const [p] = find(address);
          if (!p) return sendJson(res, 200, { status: 347, message: '查询无结果' });
          const [, district = '', rest = ''] = /^上海市(.+?区)(.*)$/.exec(p.address) ?? [];
          return sendJson(res, 200, {
            status: 0,
            message: 'query ok',
            result: {
              title: rest,
              location: { lng: p.lng, lat: p.lat },
              address_components: {
                province: '上海市',
                city: '上海市',
                district,
                street: rest,
                street_number: '',
              },
              reliability: 7,
              level: 9,
            },
          });
        }
        const [lat = NaN, lng = NaN] = (q.get('location') ?? '').split(',').map(Number);
        if (!Number.isFinite(lng) || !Number.isFinite(lat))
          return sendJson(res, 200, { status: 310, message: '请求参数信息有误' });
        const p = nearest(lng, lat);
        return sendJson(res, 200, {
          status: 0,
          message: 'query ok',
          result: { location: { lat, lng }, address: p.address, formatted_addresses: { recommend: '附近' } },
        });
      }
      sendJson(res, 404, { error: 'not found' });
    },
    { port: opts.port },
  );
  return {
    ...fake,
    calls,
    /** The env that points the server at this fake. */
    env: {
      AMAP_KEY: opts.amapKey,
      AMAP_BASE_URL: fake.url,
      AMAP_TILE_URL: `${fake.url}/amap/tiles/{z}/{x}/{y}.png?key={key}`,
      TENCENT_MAP_KEY: opts.tencentKey,
      TENCENT_MAP_BASE_URL: fake.url,
      TENCENT_MAP_TILE_URL: `${fake.url}/tencent/tiles/{z}/{x}/{-y}.png?key={key}`,
    },
  };
}
