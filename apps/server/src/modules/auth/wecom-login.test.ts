import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startFakeWecom } from '../../testing/fakes/fake-wecom.ts';

describe('WeCom (企业微信) code sign-in', () => {
  let wecom: Awaited<ReturnType<typeof startFakeWecom>>;
  let t: TestApp;
  beforeAll(async () => {
    wecom = await startFakeWecom({
      corpId: 'ww-corp',
      corpSecret: 'corp-secret',
      codes: { 'code-admin': 'wang.dianzhang', 'code-stranger': 'stranger' },
    });
    t = await createTestApp({
      WECOM_BASE_URL: wecom.url,
      WECOM_CORP_ID: 'ww-corp',
      WECOM_CORP_SECRET: 'corp-secret',
      WECOM_AGENT_ID: '1000002',
    });
    await t.db
      .updateTable('users')
      .set({ wecom_userid: 'wang.dianzhang' })
      .where('username', '=', 'admin')
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await wecom.close();
  });

  const login = (code: string, app = t) =>
    app.app.inject({ method: 'GET', url: `/api/admin-user/login/qywx?code=${code}` });

  it('tells the login page that WeCom is offered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-user/login/methods' });
    expect(res.json()).toEqual({
      account: true,
      sms: true,
      qywx: { corp_id: 'ww-corp', agent_id: '1000002' },
    });
  });

  it('exchanges the code through the WeCom API and signs in the bound account', async () => {
    const res = await login('code-admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('admin');
    const paths = wecom.requests.map((r) => r.url.pathname);
    expect(paths).toEqual(['/cgi-bin/gettoken', '/cgi-bin/auth/getuserinfo']);
    expect(wecom.requests[1]!.url.searchParams.get('code')).toBe('code-admin');
  });

  it('reuses the access token and renews it when WeCom says it expired', async () => {
    wecom.requests.length = 0;
    await login('code-admin');
    expect(wecom.requests.map((r) => r.url.pathname)).toEqual(['/cgi-bin/auth/getuserinfo']);
    wecom.revokeTokens();
    wecom.requests.length = 0;
    expect((await login('code-admin')).statusCode).toBe(200);
    expect(wecom.requests.map((r) => r.url.pathname)).toEqual([
      '/cgi-bin/auth/getuserinfo',
      '/cgi-bin/gettoken',
      '/cgi-bin/auth/getuserinfo',
    ]);
  });

  it('refuses an unbound member and an invalid code', async () => {
    expect((await login('code-stranger')).json()).toMatchObject({
      code: 'LOGIN_FAILED',
      message: '该企业微信账号未绑定商家账号',
    });
    const bad = await login('forged');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toContain('40029');
  });

  it('without configuration: hidden on the login page and "not configured" from the API', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/admin-user/login/methods' })).json().qywx,
      ).toBeNull();
      const res = await login('code-admin', plain);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
      expect(res.json().message).toContain('未配置');
    } finally {
      await plain.close();
    }
  });
});
