import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '@rxdesk/contract/goods/suppliers';
import { DEVICE, HEALTH, OWN, placeDropShip, subOrdersOf } from '../../testing/drop-ship.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { categories, expectRefused, rxForm } from '../../testing/catalogue.ts';

describe('suppliers (seller/suppliers)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/suppliers${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const list = async (query = '', token = admin) =>
    (await call('GET', query, undefined, token)).json<{ data: Supplier[]; data_total: number }>();
  const named = async (name: string) => (await list('?page_size=100')).data.find((s) => s.name === name)!;
  const valid = { name: '华东医药供应链', contact_name: '孙经理', mobile: '13812345678' };

  it('lists the seeded suppliers newest first with their drop-ship goods counts and remarks', async () => {
    const page = await list();
    expect(page.data.map((s) => [s.name, s.disabled])).toEqual([
      ['苏州康泰医药物流有限公司', 1],
      ['浙江优选健康产品供应链有限公司', 0],
      ['康联医疗器械（上海）有限公司', 0],
    ]);
    expect(page.data.map((s) => s.goods_count)).toEqual([0, 3, 4]);
    expect(page.data[2]!.remark).toContain('器械类代发');
    expect((await list('?disabled=1')).data.map((s) => s.name)).toEqual(['苏州康泰医药物流有限公司']);
    expect((await list('?disabled=0')).data_total).toBe(2);
    expect((await list('?keyword=13761234501')).data.map((s) => s.name)).toEqual([
      '康联医疗器械（上海）有限公司',
    ]);
    expect((await list('?keyword=优选')).data_total).toBe(1);
    expect((await list('?keyword=吴主管')).data_total).toBe(1);
    expect((await list('', other)).data).toEqual([]);
  });

  it('adds and edits a supplier with the §5 rules; a name is unique in the shop', async () => {
    const created = await call('POST', '', { ...valid, address: '杭州市', remark: '首营资料齐全' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ supplier_id: number }>().supplier_id;
    expect(await named(valid.name)).toMatchObject({
      supplier_id: id,
      address: '杭州市',
      remark: '首营资料齐全',
      disabled: 0,
      goods_count: 0,
    });
    for (const [field, body] of [
      ['name', { ...valid, name: '华' }],
      ['name', { ...valid, name: 'x'.repeat(51) }],
      ['name', { ...valid, name: ' 空格开头' }],
      ['contact_name', { ...valid, contact_name: '' }],
      ['mobile', { ...valid, mobile: '1234' }],
      ['mobile', { name: '缺手机号', contact_name: '赵' }],
      ['remark', { ...valid, name: '备注太长', remark: 'x'.repeat(201) }],
    ] as const) {
      const res = await call('POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const mobile = await call('POST', '', { ...valid, name: '手机不对', mobile: '1234' });
    expect(mobile.json().message).toContain('请输入正确的手机号码！');
    const dup = await call('POST', '', valid);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ field: 'name', message: '已有名为「华东医药供应链」的供应商' });
    // The same name in another shop is that shop's business.
    expect((await call('POST', '', valid, other)).statusCode).toBe(200);

    const edited = await call('PUT', `/${id}`, { ...valid, name: '华东医药', mobile: '13900001111' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await named('华东医药')).mobile).toBe('13900001111');
    const taken = await call('PUT', `/${id}`, { ...valid, name: '浙江优选健康产品供应链有限公司' });
    expect(taken.statusCode).toBe(400);
    // Keeping its own name is fine.
    expect((await call('PUT', `/${id}`, { ...valid, name: '华东医药' })).statusCode).toBe(200);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', 'like', 'supplier.%')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['supplier.create', 'supplier.update']));
  });

  it('two adds of one name at once: one supplier', async () => {
    const results = await Promise.all([0, 1, 2].map(() => call('POST', '', { ...valid, name: '同时添加' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('disables and enables, each only from the other state (409 otherwise), once when asked at once', async () => {
    const { supplier_id: id } = await named('浙江优选健康产品供应链有限公司');
    const twice = await Promise.all([call('PUT', `/${id}/disable`), call('PUT', `/${id}/disable`)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await named('浙江优选健康产品供应链有限公司')).disabled).toBe(1);
    expect((await call('PUT', `/${id}/enable`)).statusCode).toBe(200);
    expect((await call('PUT', `/${id}/enable`)).statusCode).toBe(409);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', '浙江优选健康产品供应链有限公司')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['supplier.disable', 'supplier.enable']);
  });

  it('a disabled supplier gets no new sub-orders: the shop ships its goods; enabled again, it does', async () => {
    const health = await named('浙江优选健康产品供应链有限公司');
    expect((await call('PUT', `/${health.supplier_id}/disable`)).statusCode).toBe(200);
    const sn = await placeDropShip(t, [
      { goods_code: DEVICE, num: 1 },
      { goods_code: HEALTH, num: 1 },
      { goods_code: OWN, num: 1 },
    ]);
    const subs = await subOrdersOf(t, admin, sn);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.goods_names).not.toContain('汤臣倍健');
    // Its past sub-orders are untouched, and re-enabled it gets new ones again.
    expect((await call('PUT', `/${health.supplier_id}/enable`)).statusCode).toBe(200);
    const again = await placeDropShip(t, [{ goods_code: HEALTH, num: 1 }]);
    expect(await subOrdersOf(t, admin, again)).toHaveLength(1);
  });

  it('a goods form may choose only an enabled supplier of its own shop', async () => {
    const paused = await named('苏州康泰医药物流有限公司');
    const device = await named('康联医疗器械（上海）有限公司');
    const { leaf } = await categories(t);
    const form = (supplierId: number) => rxForm(leaf, { supplier_id: supplierId, supply_price: '5.00' });
    await expectRefused(t, admin, form(paused.supplier_id), 'supplier_id', 'is disabled', expect);
    // Another shop's supplier is no supplier of this shop's form.
    await expectRefused(t, other, form(device.supplier_id), 'supplier_id', 'supplier', expect);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller/goods',
      headers: { authorization: admin },
      payload: form(device.supplier_id),
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('another shop gets 404 for this shop’s suppliers; a clerk without the permission 423', async () => {
    const { supplier_id: id } = await named('康联医疗器械（上海）有限公司');
    expect((await call('PUT', `/${id}`, valid, other)).statusCode).toBe(404);
    expect((await call('PUT', `/${id}/disable`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `/${id}/enable`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', '/99999999/disable')).statusCode).toBe(404);
    expect((await named('康联医疗器械（上海）有限公司')).disabled).toBe(0);
    const clerk = await t.login('clerk', 'clerk123');
    expect((await call('GET', '', undefined, clerk.access_token)).statusCode).toBe(423);
  });
});
