import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nav } from '@rxdesk/contract/pages/navigations';
import type { Slide } from '@rxdesk/contract/pages/slides';
import type { ThemeList } from '@rxdesk/contract/pages/themes';
import { DEMO_INTAKE_API_KEY } from '../../seed/demo-accounts.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

/** Themes, slides (limit 5, schedule) and navigation (name ≤ 6): link rules checked on the server
 * against the shop's data, log rows, another shop's ids 404, the open API's shop decoration. */
describe('shop decoration (seller/shops/...)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  let shopA: number;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    shopA = Number(
      (await t.db.selectFrom('shop_slides').select('shop_id').executeTakeFirstOrThrow()).shop_id,
    );
  });
  afterAll(() => t.close());

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
  const slides = async (token = admin) => (await call('GET', '/seller/shops/slides', token)).json<Slide[]>();
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).execute();
  const onSaleGoods = (shop: number) =>
    t.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shop)
      .where('market_enable', '=', 1)
      .where('is_auth', '=', 1)
      .where('recycled_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('lists the themes, switches the PC theme with a log row, refuses a theme not shipped', async () => {
    const before = (await call('GET', '/seller/shops/pc-themes')).json<ThemeList>();
    expect(before.current).toBe('pc-health');
    expect(before.themes.map((x) => x.code)).toEqual(['pc-classic', 'pc-health', 'pc-festive']);
    expect((await call('PUT', '/seller/shops/pc-themes/pc-festive')).statusCode).toBe(200);
    expect((await call('GET', '/seller/shops/pc-themes')).json<ThemeList>().current).toBe('pc-festive');
    const bad = await call('PUT', '/seller/shops/pc-themes/mobile-warm');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '请选择本系统提供的主题' });
    const [row] = await logs('shop-theme.set');
    expect(row).toMatchObject({ shop_id: shopA, target: 'PC', target_type: 'shop-theme' });
    // The clerk has no shop-pages permission.
    expect((await call('GET', '/seller/shops/mobile-themes', clerk)).statusCode).not.toBe(200);
  });

  it('keeps at most 5 slides, checks the schedule, and logs each add', async () => {
    const seeded = await slides();
    expect(seeded).toHaveLength(3);
    const image = seeded[0]!.image;
    const goods = await onSaleGoods(shopA);
    const body = (text: string, over: object = {}) => ({
      image,
      link: { text, opt_type: 'GOODS', opt_value: String(goods.id) },
      sort: 9,
      ...over,
    });
    const badSchedule = await call(
      'POST',
      '/seller/shops/slides',
      admin,
      body('倒序', { show_from: 2000, show_until: 1000 }),
    );
    expect(badSchedule.statusCode).toBe(400);
    expect(badSchedule.json().message).toContain('结束展示时间须晚于开始展示时间');
    const now = t.clock.now();
    const later = await call(
      'POST',
      '/seller/shops/slides',
      admin,
      body('明天上', { show_from: now + 86_400 }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect((await call('POST', '/seller/shops/slides', admin, body('第五张'))).statusCode).toBe(200);
    const sixth = await call('POST', '/seller/shops/slides', admin, body('第六张'), 'en');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('A shop has at most 5 slides');
    const all = await slides();
    expect(all).toHaveLength(5);
    const scheduled = all.find((s) => s.link.text === '明天上')!;
    expect(scheduled).toMatchObject({ showing: false, link: { goods: { goods_id: Number(goods.id) } } });
    expect((await logs('shop-slide.create')).length).toBe(2);
    // The open API shows what shows now: not tomorrow's slide.
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/open/pages/shop',
      headers: { 'x-api-key': DEMO_INTAKE_API_KEY },
    });
    expect(open.statusCode).toBe(200);
    const texts = open.json<{ slides: Slide[] }>().slides.map((s) => s.link.text);
    expect(texts).toContain('第五张');
    expect(texts).not.toContain('明天上');
    // Delete frees a slot.
    expect((await call('DELETE', `/seller/shops/slides/${scheduled.id}`)).statusCode).toBe(200);
    expect(await slides()).toHaveLength(4);
    expect((await logs('shop-slide.delete'))[0]).toMatchObject({ target: String(scheduled.id) });
  });

  it('checks links against the shop: bad goods id, another shop’s goods, unknown mini-program link, category', async () => {
    const image = (await slides())[0]!.image;
    const post = (link: object) => call('POST', '/seller/shops/navigations', admin, { link, sort: 1 });
    const nothing = await post({ text: '坏商品', opt_type: 'GOODS', opt_value: '99999999' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('商品不存在或未上架：99999999');
    const second = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '!=', shopA)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreign = await onSaleGoods(Number(second.id));
    expect((await post({ text: '别家', opt_type: 'GOODS', opt_value: String(foreign.id) })).statusCode).toBe(
      400,
    );
    const mini = await post({ text: '乱链接', opt_type: 'URL', opt_value: '/lottery' });
    expect(mini.statusCode).toBe(400);
    expect(mini.json().message).toContain('未知的小程序链接：/lottery');
    expect(
      (await post({ text: '外站', opt_type: 'URL', opt_value: 'https://evil.example/x' })).statusCode,
    ).toBe(400);
    expect((await post({ text: '协议', opt_type: 'URL', opt_value: '//evil.example/x' })).statusCode).toBe(
      400,
    );
    expect((await post({ text: '分类', opt_type: 'CATEGORY', opt_value: '0|999999|' })).statusCode).toBe(400);
    expect((await post({ text: '活动', opt_type: 'ACTIVE', opt_value: '99999999' })).statusCode).toBe(400);
    expect((await post({ text: '没值', opt_type: 'GOODS' })).json().message).toContain('请选择操作值！');
    // The other shop cannot use this shop's upload.
    const slide = await call('POST', '/seller/shops/slides', other, {
      image,
      link: { text: '领券', opt_type: 'URL', opt_value: '/coupon' },
    });
    expect(slide.statusCode).toBe(400);
    expect(slide.json().message).toBe('图片须为本店上传的图片');
    const category = await t.db
      .selectFrom('categories')
      .select('category_path')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(
      (await post({ text: '分类页', opt_type: 'CATEGORY', opt_value: category.category_path })).statusCode,
    ).toBe(200);
    expect((await post({ text: '站内页', opt_type: 'URL', opt_value: '/goods/list' })).statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('shop_navigations')
        .select('id')
        .where('name', 'in', ['坏商品', '别家', '乱链接'])
        .execute(),
    ).toEqual([]);
  });

  it('keeps navigation names to 6 characters, edits and deletes with log rows; another shop gets 404', async () => {
    const long = await call('POST', '/seller/shops/navigations', admin, {
      link: { text: '一二三四五六七', opt_type: 'URL', opt_value: '/seckill' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('导航名称须为 1-6 个字符');
    const created = await call('POST', '/seller/shops/navigations', admin, {
      link: { text: '一二三四五六', opt_type: 'URL', opt_value: '/seckill' },
      sort: 3,
      shown: false,
      new_window: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    const nav = (await call('GET', '/seller/shops/navigations')).json<Nav[]>().find((n) => n.id === id)!;
    expect(nav).toMatchObject({ name: '一二三四五六', shown: false, new_window: true, sort: 3 });
    const edit = { link: { text: '秒杀', opt_type: 'URL', opt_value: '/seckill' }, sort: 1, shown: true };
    expect((await call('PUT', `/seller/shops/navigations/${id}`, other, edit)).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/shops/navigations/${id}`, other)).statusCode).toBe(404);
    expect(
      (await call('GET', '/seller/shops/navigations', other)).json<Nav[]>().some((n) => n.id === id),
    ).toBe(false);
    expect((await call('PUT', `/seller/shops/navigations/${id}`, admin, edit)).statusCode).toBe(200);
    const [log] = await logs('shop-nav.update');
    expect(JSON.parse(log!.detail)).toMatchObject({ name: '秒杀' });
    expect((await call('DELETE', `/seller/shops/navigations/${id}`)).statusCode).toBe(200);
    expect((await logs('shop-nav.delete')).map((r) => r.target)).toContain(String(id));
    const slideId = (await slides())[0]!.id;
    expect((await call('DELETE', `/seller/shops/slides/${slideId}`, other)).statusCode).toBe(404);
    expect(await slides()).toHaveLength(4);
  });
});
