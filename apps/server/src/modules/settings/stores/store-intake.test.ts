import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder } from '../../../testing/orders.ts';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';

const SHOP = '演示大药房';
const RX_LIST = '/api/seller/prescription/prescriptionOrder';

// POST /api/open/orders with store_id (issue 24): an order carries the shop's store that fulfils
// it, the prescription list's store column (seller_name) shows it, and another shop's store or an
// unknown one is refused on its field with nothing written.
describe('order intake: the fulfilling store', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  const storeOf = (shopId: number) =>
    t.db
      .selectFrom('stores as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .select(['s.organization_id as id', 'o.name'])
      .where('s.shop_id', '=', shopId)
      .orderBy('s.organization_id')
      .executeTakeFirstOrThrow();
  const orderCount = async () =>
    (await t.db.selectFrom('orders').select('id').where('shop_id', '=', 1).execute()).length;

  it("records the shop's own store, and the prescription list names it", async () => {
    const store = await storeOf(1);
    const body = await orderBody(t, SHOP, { store_id: store.id }, true);
    const res = await placeOrder(t, body);
    expect(res.statusCode).toBe(201);
    const { sn } = res.json() as { sn: string };
    const row = await t.db
      .selectFrom('orders')
      .select('store_id')
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBe(store.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `${RX_LIST}?keyword=${sn}`,
      headers: { authorization: admin },
    });
    expect(list.json().data).toMatchObject([{ sn, seller_name: store.name }]);
  });

  it("refuses another shop's store and an unknown one, writing nothing", async () => {
    const other = await storeOf(2);
    const before = await orderCount();
    for (const storeId of [other.id, 999_999]) {
      const res = await placeOrder(t, await orderBody(t, SHOP, { store_id: storeId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'store_id', message: '门店不存在' });
    }
    expect(await orderCount()).toBe(before);
  });
});
