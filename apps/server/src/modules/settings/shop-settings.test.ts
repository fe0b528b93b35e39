import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

const VALID = {
  shop_name: '演示大药房（旗舰）',
  shop_contact_name: '王店长',
  shop_contact_phone: '13800000000',
  service_phone: '400-820-1234',
  description: '执业药师在线',
  shop_address: '上海市浦东新区张杨路500号',
  region_id: null,
  location: { lng: 121.51465, lat: 31.23031 },
  open_time: '08:00',
  close_time: '22:00',
  delivery_radius: 3000,
  city_delivery_fee: '5.50',
  self_pickup: 1,
};

function form(bytes: Buffer, name: string, type: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

describe('shop settings (sw-shop-setting) and the logo', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, token = admin, lang = 'zh') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const logRows = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).execute();

  it('saves the settings (fee in fen inside, yuan outside) with an operation-log row', async () => {
    const before = (await logRows('shop.settings.update')).length;
    const r = await call('PUT', '/seller/shops/settings', VALID);
    expect(r.statusCode, r.body).toBe(200);
    const got = (await call('GET', '/seller/shops/settings')).json();
    expect(got).toMatchObject({
      shop_name: '演示大药房（旗舰）',
      service_phone: '400-820-1234',
      location: { lng: 121.51465, lat: 31.23031 },
      city_delivery_fee: 5.5,
      delivery_radius: 3000,
      self_pickup: 1,
      closed: 0,
    });
    const shop = await t.db
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', got.shop_id)
      .executeTakeFirstOrThrow();
    expect(Number(shop.city_delivery_fee)).toBe(550);
    expect(await logRows('shop.settings.update')).toHaveLength(before + 1);
    // GET seller/shops (the browser's cached shop) shows the new name too.
    expect((await call('GET', '/seller/shops')).json().shop_name).toBe('演示大药房（旗舰）');
  });

  it('an address without a map point is saved, and read back as no point', async () => {
    expect((await call('PUT', '/seller/shops/settings', { ...VALID, location: null })).statusCode).toBe(200);
    expect((await call('GET', '/seller/shops/settings')).json().location).toBeNull();
  });

  it('refuses bad input naming the field, in the caller language, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shop_name: 'A' }, 'shop_name', '店铺名称须为 2-40 个字符'],
      [{ shop_contact_phone: 'abc' }, 'shop_contact_phone', '请输入正确的电话号码'],
      [{ open_time: '25:00' }, 'open_time', '请输入正确的时间（HH:mm）'],
      [{ open_time: '22:00', close_time: '08:00' }, 'close_time', '打烊时间须晚于营业时间'],
      [{ delivery_radius: 60000 }, 'delivery_radius', '配送半径须为 0-50000 米的整数'],
      [{ city_delivery_fee: '1.234' }, 'city_delivery_fee', ''],
      [{ location: { lng: 0, lat: 0 } }, 'location.lng', '请在地图上选择正确的位置'],
      [{ region_id: 99999999 }, 'region_id', '所选地区不存在'],
    ];
    const name = (await call('GET', '/seller/shops/settings')).json().shop_name;
    for (const [change, field, message] of cases) {
      const r = await call('PUT', '/seller/shops/settings', { ...VALID, shop_name: '不应保存', ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().field).toBe(field);
      if (message) expect(r.json().message).toContain(message);
    }
    const en = await call('PUT', '/seller/shops/settings', { ...VALID, shop_name: 'A' }, admin, 'en');
    expect(en.json().message).toContain('The shop name must be 2 to 40 characters');
    expect((await call('GET', '/seller/shops/settings')).json().shop_name).toBe(name);
  });

  it('the closed flag is not writable by the seller', async () => {
    const r = await call('PUT', '/seller/shops/settings', { ...VALID, closed: 1 });
    expect(r.statusCode).toBe(400);
    const shop = (await call('GET', '/seller/shops/settings')).json();
    expect(shop.closed).toBe(0);
  });

  it('the logo: only an image this shop uploaded; a disguised file never becomes one', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const mine = (
      await t.app.inject({
        method: 'POST',
        url: '/api/base/uploaders',
        headers: { authorization: admin },
        payload: form(png, 'logo.png', 'image/png'),
      })
    ).json();
    const theirsPng = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a27' } })
      .png()
      .toBuffer();
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/base/uploaders',
        headers: { authorization: other },
        payload: form(theirsPng, 'x.png', 'image/png'),
      })
    ).json();
    // A script named .png with an image type is refused at upload: it never has an address.
    const disguised = await t.app.inject({
      method: 'POST',
      url: '/api/base/uploaders',
      headers: { authorization: admin },
      payload: form(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'),
    });
    expect(disguised.statusCode).toBe(400);

    const refused = [
      theirs.url, // another shop's image
      mine.url.replace('.png', '.jpeg'), // the right hash under another format
      `/api/files/${'0'.repeat(64)}.png`, // nothing stored
      'https://evil.example/logo.png', // not an upload at all
    ];
    for (const logo of refused) {
      const r = await call('PUT', '/seller/shops/logos', { logo });
      expect(r.statusCode, logo).toBe(400);
      expect(r.json().field).toBe('logo');
    }
    const ok = await call('PUT', '/seller/shops/logos', { logo: mine.url });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/seller/shops')).json().shop_logo).toBe(mine.url);
    expect(await logRows('shop.logo.update')).toHaveLength(1);
  });

  it('another shop reads and writes only its own settings; a clerk without the page is refused', async () => {
    const theirs = (await call('GET', '/seller/shops/settings', undefined, other)).json();
    expect(theirs.shop_name).toBe('康宁大药房');
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await call('PUT', '/seller/shops/settings', VALID, clerk)).statusCode).toBe(423);
  });
});
