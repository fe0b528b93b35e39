import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_GRACE_SECONDS } from './auth.service.ts';
import { MAX_FAILURES_PER_ACCOUNT } from './login-throttle.ts';

describe('account login and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('signs in with the §3 logged-in user fields and writes the operation log', async () => {
    const u = await t.login('admin', 'admin123');
    expect(u).toMatchObject({
      username: 'admin',
      founder: 1,
      role_id: 0,
      pharmacist: 0,
      organization_name: '演示大药房',
    });
    expect(u.login_count).toBeGreaterThanOrEqual(1);
    expect(u.expires).toBe(t.clock.now() + t.config.accessTokenTtl);
    expect(u.access_token.split('.')).toHaveLength(3);
    expect(u.refresh_token.length).toBeGreaterThan(30);
    const log = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('action', '=', 'login.success')
      .where('username', '=', 'admin')
      .execute();
    expect(log.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(log[0]!.detail)).toEqual({ mode: 'account' });
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const u = await t.login('clerk', 'clerk123');
    expect((await get('/api/seller/shops', u.access_token)).statusCode).toBe(200);
    expect((await get('/api/seller/shops', `Bearer ${u.access_token}`)).statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown account (no enumeration)', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'pharmacist', password: md5('nope') },
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'nobody', password: md5('nope') },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'LOGIN_FAILED', message: '账号或密码错误' });
    const failed = await t.db
      .selectFrom('operation_logs')
      .select('username')
      .where('action', '=', 'login.failed')
      .execute();
    expect(failed.map((r) => r.username)).toEqual(expect.arrayContaining(['pharmacist', 'nobody']));
  });

  it('throttles an account after repeated failures, even for the right password', async () => {
    const user = 'kangning';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/api/admin-user/login',
        query: { username: user, password: md5(`bad${i}`) },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: user, password: md5('kangning123') },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('THROTTLED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 + 1);
    expect((await t.login(user, 'kangning123')).username).toBe(user);
  });

  it('refuses requests without a token, with a forged one, alg none, or an expired one', async () => {
    expect((await get('/api/seller/shops')).statusCode).toBe(401);
    const u = await t.login('clerk', 'clerk123');
    const [h, p] = u.access_token.split('.');
    expect((await get('/api/seller/shops', `${h}.${p}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await get('/api/seller/shops', none)).statusCode).toBe(401);
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await get('/api/seller/shops', otherKey)).statusCode).toBe(401);
    const expired = await new SignJWT({ ...payload, exp: t.clock.now() - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await get('/api/seller/shops', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('rotates refresh tokens; a rotated token replayed after the grace window revokes the sign-in', async () => {
    const u = await t.login('pharmacist', 'pharm123');
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/seller/check/token', payload: { refresh_token: token } });
    const first = await refresh(u.refresh_token);
    expect(first.statusCode).toBe(200);
    const r1 = first.json();
    expect(r1.refreshToken).not.toBe(u.refresh_token);
    expect((await get('/api/seller/shops', r1.accessToken)).statusCode).toBe(200);
    // A second tab presenting the same old token at once is inside the grace window.
    const twin = await refresh(u.refresh_token);
    expect(twin.statusCode).toBe(200);
    t.clock.advance(REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(u.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The whole family is gone: the newest tokens no longer work either.
    expect((await refresh(r1.refreshToken)).statusCode).toBe(401);
    expect((await get('/api/seller/shops', r1.accessToken)).statusCode).toBe(401);
    const log = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', '=', 'session.reuse-detected')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('a new sign-in displaces the older one with 403, which the browser reads as "logged in elsewhere"', async () => {
    const older = await t.login('admin', 'admin123');
    await t.login('admin', 'admin123');
    const res = await get('/api/seller/shops', older.access_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'DISPLACED', message: '账号已在其他电脑登录，需要重新登录' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/seller/check/token',
      payload: { refresh_token: older.refresh_token },
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('logout revokes the session server-side', async () => {
    const u = await t.login('clerk', 'clerk123');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/seller/members/logout',
      headers: { authorization: u.access_token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `uid=${u.uid}`,
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/seller/shops', u.access_token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/seller/check/token',
      payload: { refresh_token: u.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  // Regression (issue 19, trust access matrix): the body is optional in the contract, but Fastify
  // validates a missing body as null, so a bodiless sign-out was refused 400 and the session lived.
  it('logout without a body (as its contract allows) revokes the session too', async () => {
    const u = await t.login('clerk', 'clerk123');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/seller/members/logout',
      headers: { authorization: u.access_token },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await get('/api/seller/shops', u.access_token)).statusCode).toBe(401);
  });

  it('access tokens expire after ACCESS_TOKEN_TTL', async () => {
    const u = await t.login('clerk', 'clerk123');
    t.clock.advance(t.config.accessTokenTtl - 5);
    expect((await get('/api/seller/shops', u.access_token)).statusCode).toBe(200);
    t.clock.advance(10);
    const res = await get('/api/seller/shops', u.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('a disabled account cannot sign in and its sessions stop working', async () => {
    const u = await t.login('kangning', 'kangning123');
    await t.db.updateTable('users').set({ enabled: 0 }).where('username', '=', 'kangning').execute();
    expect((await get('/api/seller/shops', u.access_token)).json().code).toBe('ACCOUNT_DISABLED');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'kangning', password: md5('kangning123') },
    });
    expect(again.statusCode).toBe(423);
    await t.db.updateTable('users').set({ enabled: 1 }).where('username', '=', 'kangning').execute();
  });
});

describe('change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/seller/shops/clerks/changePassword',
      headers: { authorization: token },
      payload: body,
    });

  it('refuses a wrong old password and names the field', async () => {
    const u = await t.login('clerk', 'clerk123');
    const res = await change(u.access_token, {
      old_passwprd: md5('wrong'),
      password: md5('newpass1'),
      rep_password: md5('newpass1'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'old_passwprd', message: '旧密码不正确' });
  });

  it('refuses a confirmation that differs', async () => {
    const u = await t.login('clerk', 'clerk123');
    const res = await change(u.access_token, {
      old_passwprd: md5('clerk123'),
      password: md5('newpass1'),
      rep_password: md5('newpass2'),
    });
    expect(res.json()).toMatchObject({ field: 'rep_password', message: '两次输入密码不一致！' });
  });

  it('changes it, ends every session, and the new password signs in', async () => {
    const u = await t.login('clerk', 'clerk123');
    const res = await change(u.access_token, {
      old_passwprd: md5('clerk123'),
      password: md5('newpass1'),
      rep_password: md5('newpass1'),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/seller/shops',
          headers: { authorization: u.access_token },
        })
      ).statusCode,
    ).toBe(401);
    await expect(t.login('clerk', 'clerk123')).rejects.toThrow(/401/);
    expect((await t.login('clerk', 'newpass1')).username).toBe('clerk');
  });
});
