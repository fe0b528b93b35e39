import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';
import { DEVICE, HEALTH, OWN, placeDropShip, subOrdersOf, supplierCall } from '../../../testing/drop-ship.ts';

describe('drop-ship sub-orders: intake split, seller list, detail and actions', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/trade/sorders${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const detail = async (ssid: string, sn: string) => (await call('GET', `/${ssid}/${sn}`)).json();

  it('intake splits drop-ship lines into one sub-order per supplier, in the same transaction', async () => {
    const stockBefore = await t.db
      .selectFrom('goods')
      .select(['goods_code', 'stock', 'price', 'supply_price'])
      .where('shop_id', '=', 1)
      .where('goods_code', 'in', [DEVICE, HEALTH, OWN])
      .execute();
    const g = new Map(stockBefore.map((x) => [x.goods_code, x]));
    const sn = await placeDropShip(t, [
      { goods_code: DEVICE, num: 2 },
      { goods_code: OWN, num: 1 },
      { goods_code: HEALTH, num: 1 },
    ]);
    const subs = await subOrdersOf(t, admin, sn);
    expect(subs.map((s) => s.ssid)).toEqual([`S${sn}01`, `S${sn}02`]);
    expect(subs.map((s) => s.status)).toEqual(['WAIT_SUPPLIER_ACCEPT', 'WAIT_SUPPLIER_ACCEPT']);
    const device = await detail(subs[0]!.ssid, sn);
    expect(device.supplier.name).toBe('康联医疗器械（上海）有限公司');
    expect(device.items).toHaveLength(1);
    expect(device.items[0]).toMatchObject({ goods_code: DEVICE, num: 2 });
    expect(Math.round(device.settle_amount * 100)).toBe(g.get(DEVICE)!.supply_price * 2);
    expect(Math.round(device.goods_amount * 100)).toBe(g.get(DEVICE)!.price * 2);
    expect(g.get(DEVICE)!.supply_price).toBeGreaterThan(0);
    expect(device.order).toMatchObject({ sn, status: 'PAID_OFF', consignee_name: '刘晓梅' });
    expect(device.logs.map((l: { action: string }) => l.action)).toEqual(['create']);
    // The parent keeps all its lines, and its log says what was split off.
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/detail/${sn}`,
      headers: { authorization: admin },
    });
    expect(order.json().items).toHaveLength(3);
    const logs = await t.db
      .selectFrom('order_logs as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select('l.action')
      .where('o.sn', '=', sn)
      .execute();
    expect(logs.filter((l) => l.action === 'dropShipSplit')).toHaveLength(2);
  });

  it('an order of the shop’s own goods has no sub-order; a refused intake leaves none behind', async () => {
    const sn = await placeDropShip(t, [{ goods_code: OWN, num: 1 }]);
    expect(await subOrdersOf(t, admin, sn)).toEqual([]);
    const before = await t.db
      .selectFrom('supplier_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(placeDropShip(t, [{ goods_code: DEVICE, num: 999 }])).rejects.toThrow(/409/);
    const after = await t.db
      .selectFrom('supplier_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists newest first with per-status counts, search by ssid, order sn or supplier, and time range', async () => {
    const sn = await placeDropShip(t, [{ goods_code: HEALTH, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    const list = (await call('GET', '?page_size=3')).json();
    expect(list.data[0].ssid).toBe(sub!.ssid);
    expect(list.page_size).toBe(3);
    const counts = (await call('GET', '/count')).json();
    expect(list.data_total).toBe(counts.ALL);
    expect(counts.ALL).toBe(
      ['WAIT_SUPPLIER_ACCEPT', 'ACCEPTED', 'SHIPPED', 'RECEIVED', 'CANCELLED', 'REJECTED']
        .map((s) => counts[s])
        .reduce((a, b) => a + b, 0),
    );
    // The seed leaves sub-orders in several states.
    for (const s of ['ACCEPTED', 'SHIPPED', 'RECEIVED', 'CANCELLED', 'REJECTED'])
      expect(counts[s]).toBeGreaterThan(0);
    const waiting = (await call('GET', '?status=WAIT_SUPPLIER_ACCEPT&page_size=100')).json();
    expect(waiting.data_total).toBe(counts.WAIT_SUPPLIER_ACCEPT);
    expect(waiting.data.every((s: { status: string }) => s.status === 'WAIT_SUPPLIER_ACCEPT')).toBe(true);
    for (const k of [sub!.ssid, sn]) {
      const found = (await call('GET', `?keyword=${k}`)).json();
      expect(found.data.map((s: { ssid: string }) => s.ssid)).toEqual([sub!.ssid]);
    }
    const bySupplier = (await call('GET', `?keyword=${encodeURIComponent('优选健康')}&page_size=100`)).json();
    expect(bySupplier.data.length).toBeGreaterThan(0);
    expect(
      bySupplier.data.every((s: { supplier_name: string }) => s.supplier_name.includes('优选健康')),
    ).toBe(true);
    const suppliers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/trade/suppliers',
        headers: { authorization: admin },
      })
    ).json();
    const devices = suppliers.find((s: { name: string }) => s.name.startsWith('康联'));
    const byId = (await call('GET', `?supplier_id=${devices.id}&page_size=100`)).json();
    expect(byId.data.every((s: { supplier_id: number }) => s.supplier_id === devices.id)).toBe(true);
    const now = t.clock.now();
    expect((await call('GET', `?start_time=${now}&end_time=${now}&keyword=${sn}`)).json().data_total).toBe(1);
    expect((await call('GET', `?end_time=${now - 1}&keyword=${sn}`)).json().data_total).toBe(0);
    const bad = await call('GET', '?status=LOST');
    expect(bad.statusCode).toBe(400);
  });

  it('the detail needs both ssid and its own order sn', async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    expect((await call('GET', `/${sub!.ssid}/${sn}`)).statusCode).toBe(200);
    const otherSn = await placeDropShip(t, [{ goods_code: OWN, num: 1 }]);
    expect((await call('GET', `/${sub!.ssid}/${otherSn}`)).statusCode).toBe(404);
  });

  it('remind, cancel and receive follow the state machine; a wrong status is 409 and changes nothing', async () => {
    const sn = await placeDropShip(t, [
      { goods_code: DEVICE, num: 1 },
      { goods_code: HEALTH, num: 1 },
    ]);
    const [a, b] = await subOrdersOf(t, admin, sn);
    expect(a!.allowed_actions).toEqual(['remind', 'cancel']);

    const reminded = await call('POST', `/${a!.ssid}/${sn}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toMatchObject({ remind_count: 1, allowed_actions: ['cancel'] });
    const again = await call('POST', `/${a!.ssid}/${sn}/remind`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('刚提醒过供货商，请 10 分钟后再提醒');
    t.clock.advance(600);
    expect((await call('POST', `/${a!.ssid}/${sn}/remind`)).json().remind_count).toBe(2);

    const early = await call('POST', `/${a!.ssid}/${sn}/receive`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: '代发子单当前状态不允许此操作' });
    expect((await detail(a!.ssid, sn)).status).toBe('WAIT_SUPPLIER_ACCEPT');

    const noReason = await call('POST', `/${a!.ssid}/${sn}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    const cancelled = await call('POST', `/${a!.ssid}/${sn}/cancel`, { reason: '改由门店发货' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', allowed_actions: [] });
    const d = await detail(a!.ssid, sn);
    expect(d).toMatchObject({ cancel_reason: '改由门店发货', cancelled_at: t.clock.now() });
    expect(d.logs.map((l: { action: string }) => l.action)).toEqual(['cancel', 'remind', 'remind', 'create']);
    expect((await call('POST', `/${a!.ssid}/${sn}/cancel`, { reason: '再来' })).statusCode).toBe(409);

    // The other sub-order goes through the supplier, then the shop confirms receipt.
    expect((await supplierCall(t, b!.ssid, 'accept')).statusCode).toBe(200);
    expect((await call('POST', `/${b!.ssid}/${sn}/cancel`, { reason: 'x' })).statusCode).toBe(200);
    const sn2 = await placeDropShip(t, [{ goods_code: HEALTH, num: 1 }]);
    const [c] = await subOrdersOf(t, admin, sn2);
    await supplierCall(t, c!.ssid, 'accept');
    await supplierCall(t, c!.ssid, 'ship', { express_code: 'SF', waybill_no: 'SF1400000001' });
    const listed = (await subOrdersOf(t, admin, sn2))[0]!;
    expect(listed).toMatchObject({ status: 'SHIPPED', allowed_actions: ['receive'] });
    expect((await call('POST', `/${c!.ssid}/${sn2}/remind`)).statusCode).toBe(409);
    const received = await call('POST', `/${c!.ssid}/${sn2}/receive`);
    expect(received.json()).toMatchObject({ status: 'RECEIVED', allowed_actions: [] });
    const ops = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'username'])
      .where('target', '=', c!.ssid)
      .orderBy('id')
      .execute();
    expect(ops.map((o) => o.action)).toEqual(['sorder.accept', 'sorder.ship', 'sorder.receive']);
    expect(ops[2]!.username).toBe('admin');
  });

  it('two concurrent attempts: exactly one wins, the other is 409', async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    const cancels = await Promise.all([
      call('POST', `/${sub!.ssid}/${sn}/cancel`, { reason: '甲' }),
      call('POST', `/${sub!.ssid}/${sn}/cancel`, { reason: '乙' }),
    ]);
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = await detail(sub!.ssid, sn);
    expect(d.logs.filter((l: { action: string }) => l.action === 'cancel')).toHaveLength(1);

    const sn2 = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub2] = await subOrdersOf(t, admin, sn2);
    const reminders = await Promise.all([
      call('POST', `/${sub2!.ssid}/${sn2}/remind`),
      call('POST', `/${sub2!.ssid}/${sn2}/remind`),
    ]);
    expect(reminders.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(sub2!.ssid, sn2)).remind_count).toBe(1);
  });

  it("another shop's sub-order is 404 everywhere; a role without sorder-list gets 423", async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    expect((await call('GET', `/${sub!.ssid}/${sn}`, undefined, other)).statusCode).toBe(404);
    for (const action of ['remind', 'receive'])
      expect((await call('POST', `/${sub!.ssid}/${sn}/${action}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/${sub!.ssid}/${sn}/cancel`, { reason: '越权' }, other)).statusCode).toBe(
      404,
    );
    const theirs = (await call('GET', `?page_size=100`, undefined, other)).json();
    expect(theirs.data_total).toBe(0);
    expect((await call('GET', `?keyword=${sn}`, undefined, other)).json().data).toEqual([]);
    expect((await call('GET', '/count', undefined, other)).json().ALL).toBe(0);
    expect((await detail(sub!.ssid, sn)).status).toBe('WAIT_SUPPLIER_ACCEPT');

    const pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    const denied = await call('GET', '', undefined, pharmacist);
    expect(denied.statusCode).toBe(423);
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await call('GET', '', undefined, clerk)).statusCode).toBe(200);
  });
});
