import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floor, MobileHomeEditor, OpenMobileHome, VersionRow } from '@rxdesk/contract/pages/mobile-home';
import type { Page } from '@rxdesk/contract/common/paging';
import { DEMO_INTAKE_API_KEY, SECOND_SHOP_INTAKE_API_KEY } from '../../seed/demo-accounts.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

const BASE = '/seller/pages/mobile-home';

/** The mobile home page: draft save on its revision, floor checks, publish → open API, an edited
 * draft leaves the published page alone, restore publishes a copy, another shop 404, log rows. */
describe('mobile home page (seller/pages/mobile-home, open/pages/mobile-home)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token = admin, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const editor = async (token = admin) => (await call('GET', BASE, token)).json<MobileHomeEditor>();
  const openPage = (key = DEMO_INTAKE_API_KEY) =>
    t.app.inject({ method: 'GET', url: '/api/open/pages/mobile-home', headers: { 'x-api-key': key } });
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).orderBy('id').execute();

  it('serves the seeded published page with goods resolved; versions 1 and 2', async () => {
    const res = await openPage();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<OpenMobileHome>();
    expect(page).toMatchObject({ version_no: 2, theme: 'mobile-fresh' });
    const goodsFloor = page.floors.find((f) => f.type === 'GOODS');
    expect(goodsFloor && goodsFloor.type === 'GOODS' && goodsFloor.goods[0]).toMatchObject({
      goods_name: expect.any(String),
      price: expect.any(Number),
    });
    const versions = (await call('GET', `${BASE}/versions`)).json<Page<VersionRow>>();
    expect(versions.data.map((v) => [v.version_no, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await openPage('no-such-key')).statusCode).toBe(401);
    // The other shop has published nothing.
    const none = await openPage(SECOND_SHOP_INTAKE_API_KEY);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('店铺尚未发布移动端首页');
  });

  it('saves a draft on its revision without touching the published page, then publishes it', async () => {
    const e = await editor();
    expect(e).toMatchObject({ published: { version_no: 2 }, unpublished_changes: false });
    const goodsId = e.goods[0]!.goods_id;
    const image = (e.floors.find((f) => f.type === 'BANNER') as Extract<Floor, { type: 'BANNER' }>).slides[0]!
      .image;
    const floors: Floor[] = [
      {
        type: 'BANNER',
        slides: [{ image, link: { text: '新品上架', opt_type: 'GOODS', opt_value: String(goodsId) } }],
      },
      { type: 'GOODS', title: '本周特价', goods_ids: [goodsId] },
    ];
    // Bad floors: unknown goods, unknown mini-program link, a zone outside the image.
    const bad = async (f: Floor[], field: string) => {
      const res = await call('PUT', `${BASE}/draft`, admin, { floors: f, revision: e.revision });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad([{ type: 'GOODS', title: '坏', goods_ids: [99999999] }], '99999999');
    await bad(
      [{ type: 'BANNER', slides: [{ image, link: { text: 'x', opt_type: 'URL', opt_value: '/nowhere' } }] }],
      '/nowhere',
    );
    await bad(
      [
        {
          type: 'HOT_ZONE',
          image,
          zones: [{ x: 60, y: 0, w: 50, h: 10, link: { text: 'x', opt_type: 'NONE' } }],
        },
      ],
      '热区须在图片范围内',
    );
    const saved = await call('PUT', `${BASE}/draft`, admin, { floors, revision: e.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const revision = saved.json<{ revision: number }>().revision;
    expect(revision).toBe(e.revision + 1);
    // A save on the old revision (another tab) is refused and changes nothing.
    const stale = await call('PUT', `${BASE}/draft`, admin, { floors: [], revision: e.revision });
    expect(stale.statusCode).toBe(409);
    expect((await editor()).floors).toEqual(floors);
    expect((await editor()).unpublished_changes).toBe(true);
    // Buyers still see version 2.
    expect((await openPage()).json<OpenMobileHome>().version_no).toBe(2);

    const pub = await call('POST', `${BASE}/publish`, admin, { revision });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toEqual({ version_no: 3 });
    const again = await call('POST', `${BASE}/publish`, admin, { revision });
    expect(again.statusCode).toBe(409);
    const page = (await openPage()).json<OpenMobileHome>();
    expect(page.version_no).toBe(3);
    expect(page.floors[0]).toMatchObject({
      type: 'BANNER',
      slides: [{ image, link: { text: '新品上架', opt_type: 'GOODS', goods: { goods_id: goodsId } } }],
    });
    expect(page.floors[1]).toMatchObject({
      type: 'GOODS',
      title: '本周特价',
      goods: [{ goods_id: goodsId }],
    });

    // Editing the draft again leaves version 3 as it is.
    const next = await call('PUT', `${BASE}/draft`, admin, { floors: floors.slice(1), revision });
    expect(next.statusCode).toBe(200);
    expect((await openPage()).json<OpenMobileHome>().floors).toHaveLength(2);
    expect((await logs('mobile-home.save')).length).toBe(2);
    expect((await logs('mobile-home.publish')).map((r) => r.target)).toEqual(['3']);
  });

  it('restores an earlier version as a new version and as the draft; another shop gets 404', async () => {
    const v1 = (await call('GET', `${BASE}/versions/1`)).json<OpenMobileHome>();
    expect((await call('POST', `${BASE}/versions/1/restore`, other)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/versions/1`, other)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/versions`, other)).json<Page<VersionRow>>().data_total).toBe(0);
    expect((await call('POST', `${BASE}/versions/99/restore`)).statusCode).toBe(404);

    const res = await call('POST', `${BASE}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version_no: 4 });
    const page = (await openPage()).json<OpenMobileHome>();
    expect(page.version_no).toBe(4);
    expect(page.floors).toEqual(v1.floors);
    const versions = (await call('GET', `${BASE}/versions`)).json<Page<VersionRow>>();
    expect(versions.data[0]).toMatchObject({ version_no: 4, restored_from: 1, current: true });
    // Version 1 itself is unchanged; the draft is the restored page.
    expect((await call('GET', `${BASE}/versions/1`)).json<OpenMobileHome>()).toMatchObject({ version_no: 1 });
    expect(await editor()).toMatchObject({ unpublished_changes: false, published: { version_no: 4 } });
    expect((await logs('mobile-home.restore'))[0]).toMatchObject({ target: '4', target_type: 'mobile-home' });
    // The other shop's draft save names only its own data: this shop's goods is refused.
    const goodsId = (await editor()).goods[0]!.goods_id;
    const foreign = await call('PUT', `${BASE}/draft`, other, {
      floors: [{ type: 'GOODS', title: '别家', goods_ids: [goodsId] }],
      revision: 0,
    });
    expect(foreign.statusCode).toBe(400);
  });
});
