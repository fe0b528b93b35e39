import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { logsApi } from '../../testing/logs.ts';

/** Edits record their before/after `changes`, and the log never holds a secret. */
describe('operation log: before/after of edits, no secrets', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof logsApi>;
  beforeAll(async () => {
    ({ t, admin } = await startWithTwoShops());
    api = logsApi(t);
  });
  afterAll(() => t.close());

  const placeUnpaid = async () => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房', { paid: false }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string; order_price: number }>();
  };

  it('an order price change shows the price before and after, in yuan', async () => {
    const o = await placeUnpaid();
    const to = Math.round(o.order_price * 100 - 100) / 100;
    const res = await api.call('PUT', `/api/seller/trade/orders/${o.sn}/price`, admin, { order_price: to });
    expect(res.statusCode, res.body).toBe(200);
    const e = await api.newest(admin, 'order.price');
    expect(e).toMatchObject({ target_type: 'order', target: o.sn, has_changes: true });
    expect(e.changes).toEqual([{ field: 'order_price', from: o.order_price.toFixed(2), to: to.toFixed(2) }]);
    expect(e.detail).toMatchObject({ from: 'NEW', to: 'NEW' });
    expect(e.detail).not.toHaveProperty('changes');
  });

  it('an address and a courier note change name only the fields that changed', async () => {
    const o = await placeUnpaid();
    const res = await api.call('PUT', `/api/seller/trade/orders/${o.sn}/address`, admin, {
      consignee_name: '王改名',
      consignee_mobile: '13900002222',
      region_ids: '33,3301,330106,330106002',
      address: '文三路 90 号',
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = await api.newest(admin, 'order.address');
    const fields = Object.fromEntries(e.changes.map((c) => [c.field, c.to]));
    expect(fields).toMatchObject({ consignee_name: '王改名', address: '文三路 90 号' });
    await api.call('PUT', `/api/seller/trade/orders/${o.sn}/updateCourierMessage`, admin, {
      courier_message: '放门卫',
    });
    expect((await api.newest(admin, 'order.courierMessage')).changes).toEqual([
      { field: 'courier_message', from: '', to: '放门卫' },
    ]);
  });

  it('a clerk edit and a role edit record the fields before and after', async () => {
    const clerk = await api.clerkWith(admin, '变更测试', ['dashboard']);
    const res = await api.call('PUT', `/api/seller/shops/clerks/${clerk.userId}`, admin, {
      mobile: '13700001111',
      real_name: '变更后',
      role_id: clerk.roleId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = await api.newest(admin, 'clerk.update');
    expect(e.target).toBe(clerk.username);
    expect(e.changes).toEqual(
      expect.arrayContaining([
        { field: 'mobile', from: expect.any(String), to: '13700001111' },
        { field: 'real_name', from: '变更测试', to: '变更后' },
      ]),
    );
    expect(e.changes.map((c) => c.field)).not.toContain('role_id');
    await api.call('PUT', `/api/seller/shops/roles/${clerk.roleId}`, admin, {
      role_name: '变更测试角色',
      permissions: ['dashboard', 'order-list'],
    });
    const r = await api.newest(admin, 'role.update');
    expect(r.changes).toEqual([
      { field: 'role_name', from: '变更测试', to: '变更测试角色' },
      { field: 'permissions', from: ['dashboard'], to: ['dashboard', 'order-list'] },
    ]);
  });

  it('a tag rename and a supplier edit show the old and new names', async () => {
    const created = await api.call('POST', '/api/seller/goods/tags', admin, { tag_name: '旧标签' });
    const tagId = created.json<{ tag_id: number }>().tag_id;
    await api.call('PUT', `/api/seller/goods/tags/${tagId}`, admin, { tag_name: '新标签' });
    expect((await api.newest(admin, 'goods.tag.rename')).changes).toEqual([
      { field: 'name', from: '旧标签', to: '新标签' },
    ]);
    const s = await api.call('POST', '/api/seller/suppliers', admin, {
      name: '日志供应商',
      contact_name: '钱经理',
      mobile: '13812340000',
    });
    const id = s.json<{ supplier_id: number }>().supplier_id;
    await api.call('PUT', `/api/seller/suppliers/${id}`, admin, {
      name: '日志供应商二',
      contact_name: '钱经理',
      mobile: '13812340000',
    });
    expect((await api.newest(admin, 'supplier.update')).changes).toEqual([
      { field: 'name', from: '日志供应商', to: '日志供应商二' },
    ]);
  });

  it('never holds a password, code or token, whatever the action', async () => {
    const clerk = await api.clerkWith(admin, '密码测试', ['dashboard']);
    await api.call('PUT', `/api/seller/shops/clerks/${clerk.userId}/password`, admin, {
      password: md5('newpass99'),
    });
    await api.call('PUT', '/api/seller/shops/clerks/changePassword', clerk.token, {
      old_passwprd: md5('pass1234'),
      password: md5('pass5678'),
      rep_password: md5('pass5678'),
    });
    await t.login(clerk.username, 'pass5678').catch(() => t.login(clerk.username, 'newpass99'));
    await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'admin', password: md5('wrong-password') },
    });
    const secrets = [md5('pass1234'), md5('pass5678'), md5('newpass99'), md5('wrong-password'), admin];
    const rows = await t.db.selectFrom('operation_logs').select(['action', 'target', 'detail']).execute();
    for (const r of rows) for (const s of secrets) expect(JSON.stringify(r), r.action).not.toContain(s);
    for (const r of rows) expect(r.detail, r.action).not.toMatch(/"(password|token|code)":"(?!\*\*\*)/);
  });
});
