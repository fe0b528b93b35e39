import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../platform/auth/api-key.ts';
import { DEMO_KEY, expressOrderBody, placeOrder } from '../../../testing/orders.ts';
import { createTestApp, md5, type TestApp } from '../../../testing/test-app.ts';

const BASE = '/api/seller/shops/api-keys';
type Created = { id: number; secret: string; prefix: string; scopes: string[]; last_used_at: number | null };

// Issue 24: the shop's open-API keys — created by the founder (secret once, hash kept), scoped,
// rotated (two valid at once), revoked (401 from the next call), last-used marked once a minute.
describe('open-API keys', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  });
  afterAll(() => t.close());

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const create = async (name: string, scopes: string[]) => {
    const res = await as(admin, 'POST', BASE, { name, scopes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Created>();
  };
  const order = () => expressOrderBody([{ goods_code: 'OTC02201', num: 1 }]);
  const keyRow = (id: number) =>
    t.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows the secret once and keeps only its SHA-256 and prefix; the list never holds it', async () => {
    const k = await create('官网商城', ['orders']);
    expect(k.secret).toMatch(/^rxk_[0-9a-f]{40}$/);
    expect(k.prefix).toBe(k.secret.slice(0, 8));
    const row = await keyRow(k.id);
    expect(row.key_hash).toBe(hashApiKey(k.secret));
    expect(JSON.stringify(row)).not.toContain(k.secret.slice(8));
    const list = await as(admin, 'GET', BASE);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(k.secret);
    expect(list.json<{ id: number }[]>().map((x) => x.id)).toContain(k.id);
    const log = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'target', 'detail', 'role'])
      .where('action', '=', 'api-key.create')
      .where('target', '=', String(k.id))
      .executeTakeFirstOrThrow();
    expect(log.role).toBe('founder');
    expect(log.detail).not.toContain(k.secret);
  });

  it('a key works on its scope only (another scope: 423 FORBIDDEN, never 403); two keys valid at once; revoke → 401', async () => {
    const a = await create('ERP A', ['orders']);
    const b = await create('ERP B', ['orders', 'after-sale']);
    expect((await placeOrder(t, order(), a.secret)).statusCode).toBe(201);
    expect((await placeOrder(t, order(), b.secret)).statusCode).toBe(201);
    const wrongScope = await t.app.inject({
      method: 'POST',
      url: '/api/open/complaints',
      headers: { 'x-api-key': a.secret },
      payload: {},
    });
    expect(wrongScope.statusCode).toBe(423);
    expect(wrongScope.json()).toMatchObject({ code: 'FORBIDDEN' });
    const revoked = await as(admin, 'PUT', `${BASE}/${a.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await placeOrder(t, order(), a.secret);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'API 密钥已作废' });
    // The other key carries on: the rotation needs no downtime.
    expect((await placeOrder(t, order(), b.secret)).statusCode).toBe(201);
    expect((await as(admin, 'PUT', `${BASE}/${a.id}/revoke`)).statusCode).toBe(409);
    expect(
      await t.db
        .selectFrom('operation_logs')
        .select('action')
        .where('action', '=', 'api-key.revoke')
        .where('target', '=', String(a.id))
        .execute(),
    ).toHaveLength(1);
  });

  it('scopes and name change (logged); a scope given back lets the key in', async () => {
    const k = await create('供应商', ['suppliers']);
    expect((await placeOrder(t, order(), k.secret)).statusCode).toBe(423);
    const scoped = await as(admin, 'PUT', `${BASE}/${k.id}/scopes`, { scopes: ['suppliers', 'orders'] });
    expect(scoped.statusCode, scoped.body).toBe(200);
    expect(scoped.json()).toMatchObject({ scopes: ['orders', 'suppliers'] });
    expect((await placeOrder(t, order(), k.secret)).statusCode).toBe(201);
    const renamed = await as(admin, 'PUT', `${BASE}/${k.id}/name`, { name: '供应商直连' });
    expect(renamed.json()).toMatchObject({ name: '供应商直连' });
    const actions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target_type', '=', 'api-key')
      .where('target', '=', String(k.id))
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'api-key.create',
      'api-key.rename',
      'api-key.scopes',
    ]);
    const bad = await as(admin, 'PUT', `${BASE}/${k.id}/scopes`, { scopes: ['everything'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('权限范围不正确');
    const empty = await as(admin, 'POST', BASE, { name: '', scopes: ['orders'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('密钥名称须为 1-40 个字符');
  });

  it('last-used time is marked by a successful call, at most once a minute', async () => {
    const k = await create('收银台', ['orders']);
    expect((await keyRow(k.id)).last_used_at).toBeNull();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/open/orders',
      headers: { 'x-api-key': k.secret },
      payload: { bad: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await keyRow(k.id)).last_used_at).toBeNull();
    const t0 = t.clock.now();
    await placeOrder(t, order(), k.secret);
    expect(Number((await keyRow(k.id)).last_used_at)).toBe(t0);
    t.clock.advance(30);
    await placeOrder(t, order(), k.secret);
    expect(Number((await keyRow(k.id)).last_used_at)).toBe(t0);
    t.clock.advance(31);
    await placeOrder(t, order(), k.secret);
    expect(Number((await keyRow(k.id)).last_used_at)).toBe(t0 + 61);
  });

  it('the demo intake key (migrated, every scope) still works', async () => {
    expect((await placeOrder(t, order(), DEMO_KEY)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('api_keys')
      .select('scopes')
      .where('key_hash', '=', hashApiKey(DEMO_KEY))
      .executeTakeFirstOrThrow();
    expect(row.scopes.split(',')).toEqual(['orders', 'after-sale', 'suppliers', 'events', 'platform']);
  });

  it('founder only: a clerk granted api-keys is refused 423; another shop’s key id is 404', async () => {
    const role = await as(admin, 'POST', '/api/seller/shops/roles', {
      role_name: '密钥管理员',
      permissions: ['api-keys'],
    });
    expect(role.statusCode, role.body).toBe(200);
    const clerk = await as(admin, 'POST', '/api/seller/shops/clerks', {
      username: 'keyclerk',
      password: md5('clerk12345'),
      mobile: '13900001111',
      role_id: role.json<{ role_id: number }>().role_id,
      real_name: '密钥员',
    });
    expect(clerk.statusCode, clerk.body).toBe(200);
    const clerkToken = (await t.login('keyclerk', 'clerk12345')).access_token;
    const refused = await as(clerkToken, 'GET', BASE);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: '只有店主可以管理 API 密钥' });
    expect((await as(clerkToken, 'POST', BASE, { name: 'x', scopes: ['orders'] })).statusCode).toBe(423);
    const mine = await create('本店', ['orders']);
    expect((await as(other, 'PUT', `${BASE}/${mine.id}/revoke`)).statusCode).toBe(404);
    expect((await as(other, 'PUT', `${BASE}/${mine.id}/name`, { name: 'x' })).statusCode).toBe(404);
    expect((await keyRow(mine.id)).revoked_at).toBeNull();
  });
});
