import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import { startAsAdmin, md5, type TestApp } from '../../testing/test-app.ts';
import { CLERK_PERMISSIONS } from '../../seed/demo-accounts.ts';

describe('clerks, roles and permissions (§6)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  it("lists a role's permission identifiers; role 0 holds everything", async () => {
    const clerk = await t.login('clerk', 'clerk123');
    expect(
      (await call('GET', `/api/seller/shops/roles/${clerk.role_id}/checked`, clerk.access_token)).json(),
    ).toEqual(CLERK_PERMISSIONS);
    expect((await call('GET', '/api/seller/shops/roles/0/checked', admin)).json()).toEqual([
      ...ALL_PERMISSIONS,
    ]);
  });

  it("another shop's role is not found; another role is not readable without the roles permission", async () => {
    const clerk = await t.login('clerk', 'clerk123');
    const other = await t.login('kangning', 'kangning123');
    expect(
      (await call('GET', `/api/seller/shops/roles/${clerk.role_id}/checked`, other.access_token)).statusCode,
    ).toBe(404);
    const pharmacistRole = (
      await t.db
        .selectFrom('users')
        .select('role_id')
        .where('username', '=', 'pharmacist')
        .executeTakeFirstOrThrow()
    ).role_id;
    expect(
      (await call('GET', `/api/seller/shops/roles/${pharmacistRole}/checked`, clerk.access_token)).statusCode,
    ).toBe(423);
  });

  // Regression (issue 19, trust/access-matrix): the permissions were judged before the role was
  // looked up, so another shop editing this shop's role got 400 for an unknown permission, not 404.
  it("another shop editing this shop's role gets 404 whatever the body holds", async () => {
    const clerk = await t.login('clerk', 'clerk123');
    const other = await t.login('kangning', 'kangning123');
    const res = await call('PUT', `/api/seller/shops/roles/${clerk.role_id}`, other.access_token, {
      role_name: 'taken over',
      permissions: ['no-such-permission'],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('the server refuses a clerk the clerks and roles APIs (423, not 403) and logs the refusal', async () => {
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    const res = await call('GET', '/api/seller/shops/clerks', clerk);
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: '没有权限执行此操作' });
    expect(
      (await call('POST', '/api/seller/shops/roles', clerk, { role_name: 'x', permissions: ['dashboard'] }))
        .statusCode,
    ).toBe(423);
    const log = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('action', '=', 'permission.denied')
      .execute();
    expect(log.map((l) => l.target)).toContain('GET /api/seller/shops/clerks');
  });

  it('creates a role and a clerk who signs in with the given permissions', async () => {
    const role = await call('POST', '/api/seller/shops/roles', admin, {
      role_name: '仓管',
      permissions: ['dashboard', 'clerk-list'],
    });
    expect(role.statusCode).toBe(200);
    const roleId = role.json().role_id;
    const created = await call('POST', '/api/seller/shops/clerks', admin, {
      username: 'cangguan',
      mobile: '13811112222',
      real_name: '赵仓管',
      password: md5('cang1234'),
      role_id: roleId,
    });
    expect(created.statusCode).toBe(200);
    const u = await t.login('cangguan', 'cang1234');
    expect(u.role_id).toBe(roleId);
    expect((await call('GET', '/api/seller/shops/clerks', u.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/seller/shops/roles', u.access_token)).statusCode).toBe(423);
    const list = (await call('GET', '/api/seller/shops/clerks?keyword=cang', admin)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ username: 'cangguan', role_name: '仓管', enabled: 1 });
  });

  it('refuses a taken username or mobile, an unknown permission and a role of another shop', async () => {
    const dup = await call('POST', '/api/seller/shops/clerks', admin, {
      username: 'clerk',
      mobile: '13899998888',
      password: md5('x12345'),
      role_id: 1,
    });
    expect(dup.json()).toMatchObject({ field: 'username', message: '用户名已被使用' });
    const mob = await call('POST', '/api/seller/shops/clerks', admin, {
      username: 'newone',
      mobile: '13800000001',
      password: md5('x12345'),
      role_id: 1,
    });
    expect(mob.json().field).toBe('mobile');
    const badMobile = await call('POST', '/api/seller/shops/clerks', admin, {
      username: 'newone',
      mobile: '12345',
      password: md5('x12345'),
      role_id: 1,
    });
    expect(badMobile.json()).toMatchObject({ field: 'mobile', message: 'mobile: 请输入正确的手机号码！' });
    const perm = await call('POST', '/api/seller/shops/roles', admin, {
      role_name: '坏角色',
      permissions: ['dashboard', 'rocket-launch'],
    });
    expect(perm.json()).toMatchObject({ field: 'permissions', message: '未知的权限：rocket-launch' });
    const other = (await t.login('kangning', 'kangning123')).access_token;
    const foreign = await call('POST', '/api/seller/shops/clerks', other, {
      username: 'spy',
      mobile: '13899997777',
      password: md5('x12345'),
      role_id: 1,
    });
    expect(foreign.json().field).toBe('role_id');
  });

  it('the founder cannot be edited, disabled or reset through the clerks API', async () => {
    const founder = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const cang = await t.login('cangguan', 'cang1234');
    const res = await call('PUT', `/api/seller/shops/clerks/${founder}/password`, cang.access_token, {
      password: md5('hijack1'),
    });
    expect(res.statusCode).toBe(423);
    expect(res.json().message).toBe('不能修改店主账号');
    expect((await t.login('admin', 'admin123')).username).toBe('admin');
    admin = (await t.login('admin', 'admin123')).access_token;
  });

  it('disabling a clerk ends their session at once; enabling lets them back', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    const id = clerk.uid;
    expect((await call('PUT', `/api/seller/shops/clerks/${id}/disable`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/seller/shops', clerk.access_token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'clerk', password: md5('clerk123') },
    });
    expect(again.json().code).toBe('ACCOUNT_DISABLED');
    expect((await call('PUT', `/api/seller/shops/clerks/${id}/enable`, admin)).statusCode).toBe(200);
    expect((await t.login('clerk', 'clerk123')).username).toBe('clerk');
  });

  it('a role in use cannot be deleted; an unused one can', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    const inUse = await call('DELETE', `/api/seller/shops/roles/${clerk.role_id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('该角色仍有 1 名店员在使用，不能删除');
    const spare = (
      await call('POST', '/api/seller/shops/roles', admin, { role_name: '临时', permissions: [] })
    ).json().role_id;
    expect((await call('DELETE', `/api/seller/shops/roles/${spare}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/seller/shops/roles/${spare}`, admin)).statusCode).toBe(404);
  });

  it('roles list counts their clerks and edits keep the name unique', async () => {
    const roles = (await call('GET', '/api/seller/shops/roles', admin)).json();
    const clerkRole = roles.data.find((r: { role_name: string }) => r.role_name === '店员');
    expect(clerkRole.clerk_count).toBe(1);
    const clash = await call('PUT', `/api/seller/shops/roles/${clerkRole.role_id}`, admin, {
      role_name: '药师',
      permissions: ['dashboard'],
    });
    expect(clash.json()).toMatchObject({ field: 'role_name', message: '角色名称已存在' });
  });

  it('clerk managers read role names for the form; names keep the §5 leading-space rule', async () => {
    const cang = await t.login('cangguan', 'cang1234');
    const options = (await call('GET', '/api/seller/shops/roles/options', cang.access_token)).json();
    expect(options.map((o: { role_name: string }) => o.role_name)).toEqual(
      expect.arrayContaining(['店员', '药师', '仓管']),
    );
    const spaced = await call('POST', '/api/seller/shops/roles', admin, {
      role_name: ' 前置空格',
      permissions: [],
    });
    expect(spaced.json()).toMatchObject({ field: 'role_name', message: 'role_name: 【不能以空格开始】' });
    const role = (await call('GET', '/api/seller/shops/roles/options', admin))
      .json()
      .find((o: { role_name: string }) => o.role_name === '店员');
    expect((await call('GET', `/api/seller/shops/roles/${role.role_id}`, admin)).json().clerk_count).toBe(1);
  });

  it('every account change is in the operation log', async () => {
    const actions = (await t.db.selectFrom('operation_logs').select('action').execute()).map((r) => r.action);
    for (const a of ['role.create', 'clerk.create', 'clerk.disable', 'clerk.enable', 'role.delete'])
      expect(actions).toContain(a);
  });
});
