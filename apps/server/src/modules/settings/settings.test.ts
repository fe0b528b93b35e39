import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';

describe('shop info and close status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the site-show call without a session, with the configured site name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/base/site-show' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ site_name: 'RxDesk' });
    expect(loadConfig({ SITE_NAME: '  康宁药房  ' }).siteName).toBe('康宁药房');
    expect(() => loadConfig({ SITE_NAME: 'x'.repeat(31) })).toThrow(/SITE_NAME/);
  });

  it("returns the caller's own shop only", async () => {
    const a = await t.login('admin', 'admin123');
    const b = await t.login('kangning', 'kangning123');
    const shopA = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/shops',
        headers: { authorization: a.access_token },
      })
    ).json();
    const shopB = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/shops',
        headers: { authorization: b.access_token },
      })
    ).json();
    expect(shopA).toMatchObject({ shop_name: '演示大药房', closed: 0, shop_id: a.shop_id });
    expect(shopB).toMatchObject({ shop_name: '康宁大药房', shop_id: b.shop_id });
    expect(shopA.shop_id).not.toBe(shopB.shop_id);
  });

  it('a closed shop: closeStatus says 1, every other call is refused, and sign-in is refused', async () => {
    const u = await t.login('admin', 'admin123');
    await t.db.updateTable('shops').set({ closed: 1 }).where('id', '=', u.shop_id).execute();
    try {
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/seller/shops/closeStatus',
        headers: { authorization: u.access_token },
      });
      expect(status.json()).toBe(1);
      const shop = await t.app.inject({
        method: 'GET',
        url: '/api/seller/shops',
        headers: { authorization: u.access_token },
      });
      expect(shop.statusCode).toBe(423);
      expect(shop.json()).toEqual({ code: 'SHOP_CLOSED', message: '您的店铺已闭店，请联系管理员！' });
      const login = await t.app.inject({
        method: 'GET',
        url: '/api/admin-user/login',
        query: { username: 'clerk', password: md5('clerk123') },
      });
      expect(login.json().code).toBe('SHOP_CLOSED');
    } finally {
      await t.db.updateTable('shops').set({ closed: 0 }).where('id', '=', u.shop_id).execute();
    }
    const open = await t.login('admin', 'admin123');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/seller/shops/closeStatus',
      headers: { authorization: open.access_token },
    });
    expect(status.json()).toBe(0);
  });
});
