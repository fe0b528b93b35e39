import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';

interface Node {
  id: number;
  name: string;
  kind: string;
  children: Node[];
}

describe('stores (store-setting) and the organisation tree', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const tree = async (id = 0, token = admin) =>
    (await call('GET', `/admin/systems/organizations/${id}/tree`, undefined, token)).json<Node[]>();

  it("the tree is the shop's own: 总部 → its three stores; another shop's node is 404", async () => {
    const [root] = await tree();
    expect(root!.name).toBe('演示大药房总部');
    expect(root!.children.map((c) => c.name)).toEqual(['浦东店', '徐汇店', '静安店']);
    const [theirRoot] = await tree(0, other);
    expect(theirRoot!.children.map((c) => c.name)).toEqual(['西湖店']);
    expect((await call('GET', `/admin/systems/organizations/${theirRoot!.id}/tree`)).statusCode).toBe(404);
    const sub = await tree(root!.children[0]!.id);
    expect(sub).toEqual([{ id: root!.children[0]!.id, name: '浦东店', kind: 'store', children: [] }]);
  });

  it('lists the stores with pharmacist on duty, point and order count (orders spread over them)', async () => {
    const stores = (await call('GET', '/seller/stores')).json();
    expect(stores).toHaveLength(3);
    expect(stores[0]).toMatchObject({
      name: '浦东店',
      parent_name: '演示大药房总部',
      address: '上海市浦东新区张杨路500号',
      location: { lng: 121.51465, lat: 31.23031 },
      pharmacist_name: expect.any(String),
    });
    for (const s of stores) expect(s.order_count).toBeGreaterThan(0);
  });

  it('creates, edits and deletes a store, each with an operation-log row; checks its parent and pharmacist', async () => {
    const [root] = await tree();
    const [theirRoot] = await tree(0, other);
    const pharmacists = (await call('GET', '/seller/stores/pharmacists')).json();
    expect(pharmacists.length).toBeGreaterThan(0);
    const body = {
      parent_id: root!.id,
      name: '黄浦店',
      address: '上海市黄浦区南京东路300号',
      location: { lng: 121.48427, lat: 31.23838 },
      phone: '021-63220000',
      open_time: '09:00',
      close_time: '21:00',
      pharmacist_id: pharmacists[0].id,
    };
    const bad = [
      [{ parent_id: theirRoot!.id }, 'parent_id'],
      [{ parent_id: root!.children[0]!.id }, 'parent_id'], // a store cannot hold stores
      [{ pharmacist_id: 1_000_000 }, 'pharmacist_id'],
      [{ name: '' }, 'name'],
      [{ open_time: '21:00', close_time: '09:00' }, 'close_time'],
    ] as const;
    for (const [change, field] of bad) {
      const r = await call('POST', '/seller/stores', { ...body, ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().field).toBe(field);
    }
    const created = await call('POST', '/seller/stores', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      name: '黄浦店',
      order_count: 0,
      pharmacist_id: pharmacists[0].id,
    });
    expect((await tree())[0]!.children.map((c) => c.name)).toContain('黄浦店');

    const edited = await call('PUT', `/seller/stores/${id}`, { ...body, name: '黄浦旗舰店', location: null });
    expect(edited.json()).toMatchObject({ name: '黄浦旗舰店', location: null });
    // Another shop cannot see, edit or delete it.
    expect(
      (await call('PUT', `/seller/stores/${id}`, { ...body, parent_id: theirRoot!.id }, other)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/seller/stores/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/stores/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/seller/stores/${id}`)).statusCode).toBe(404);
    const actions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', String(id))
      .where('action', 'like', 'store.%')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['store.create', 'store.delete', 'store.update']);
  });

  it('a store that served orders is not deleted (409), and the overdue dialog shows the order store', async () => {
    const [first] = (await call('GET', '/seller/stores')).json();
    const r = await call('DELETE', `/seller/stores/${first.id}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain(String(first.order_count));

    const rx = await t.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['o.id', 'o.sn', 'o.shop_id'])
      .where('o.shop_id', '=', (await call('GET', '/seller/shops')).json().shop_id)
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ store_id: first.id }).where('id', '=', rx.id).execute();
    const res = await call('GET', `/seller/prescription/prescriptionOrder?keyword=${rx.sn}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.data.find((row: { sn: string }) => row.sn === rx.sn).seller_name).toBe(first.name);
  });

  it('a clerk without store-setting is refused', async () => {
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await call('GET', '/seller/stores', undefined, clerk)).statusCode).toBe(423);
  });
});
