import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_KEY } from '../../../testing/orders.ts';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';
import { DEVICE, HEALTH, OWN, placeDropShip, subOrdersOf, supplierCall } from '../../../testing/drop-ship.ts';

describe('drop-ship: the supplier’s open API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  const orderLog = async (sn: string) =>
    t.db
      .selectFrom('order_logs as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.action', 'l.message'])
      .where('o.sn', '=', sn)
      .orderBy('l.id')
      .execute();
  const ship = { express_code: 'SF', waybill_no: 'SF1412345678' };

  it('the supplier reads what to ship and to whom, without the retail prices', async () => {
    const sn = await placeDropShip(t, [
      { goods_code: DEVICE, num: 1 },
      { goods_code: OWN, num: 1 },
    ]);
    const [sub] = await subOrdersOf(t, admin, sn);
    const res = await supplierCall(t, sub!.ssid, '');
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ ssid: sub!.ssid, order_sn: sn, status: 'WAIT_SUPPLIER_ACCEPT' });
    expect(view.consignee).toMatchObject({ name: '刘晓梅', mobile: '13912345678' });
    expect(view.items.map((i: { goods_code: string }) => i.goods_code)).toEqual([DEVICE]);
    expect(view.items[0].price).toBeUndefined();
    expect((await supplierCall(t, sub!.ssid, '', undefined, { key: 'wrong-key' })).statusCode).toBe(401);
  });

  it('accept then ship moves the sub-order for real, with the waybill on both logs', async () => {
    const sn = await placeDropShip(t, [
      { goods_code: DEVICE, num: 1 },
      { goods_code: HEALTH, num: 1 },
    ]);
    const [a, b] = await subOrdersOf(t, admin, sn);
    // Shipping before accepting is refused and changes nothing.
    const early = await supplierCall(t, a!.ssid, 'ship', ship);
    expect(early.statusCode).toBe(409);
    const accepted = await supplierCall(t, a!.ssid, 'accept');
    expect(accepted.json().status).toBe('ACCEPTED');
    const unknown = await supplierCall(t, a!.ssid, 'ship', { ...ship, express_code: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('express_code');
    const badWaybill = await supplierCall(t, a!.ssid, 'ship', { ...ship, waybill_no: '12' });
    expect(badWaybill.statusCode).toBe(400);
    const shipped = await supplierCall(t, a!.ssid, 'ship', ship);
    expect(shipped.json()).toMatchObject({
      status: 'SHIPPED',
      express_name: '顺丰速运',
      waybill_no: ship.waybill_no,
    });
    const d = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/trade/sorders/${a!.ssid}/${sn}`,
        headers: { authorization: admin },
      })
    ).json();
    expect(d).toMatchObject({ status: 'SHIPPED', shipped_at: t.clock.now(), accepted_at: t.clock.now() });
    expect(d.logs[0]).toMatchObject({ action: 'ship', op_name: '供货商:康联医疗器械（上海）有限公司' });
    // One of two sub-orders shipped: the parent's log has the shipment but not "all shipped".
    let log = await orderLog(sn);
    expect(log.some((l) => l.action === 'sorder.ship' && l.message.includes(ship.waybill_no))).toBe(true);
    expect(log.some((l) => l.action === 'dropShipAllShipped')).toBe(false);
    // The parent order's own state machine is untouched.
    const parent = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/${sn}`,
      headers: { authorization: admin },
    });
    expect(parent.json().status).toBe('PAID_OFF');

    await supplierCall(t, b!.ssid, 'accept');
    await supplierCall(t, b!.ssid, 'ship', { express_code: 'ZTO', waybill_no: 'ZTO7700112233' });
    log = await orderLog(sn);
    const all = log.filter((l) => l.action === 'dropShipAllShipped');
    expect(all).toEqual([{ action: 'dropShipAllShipped', message: '代发子单已全部发货（2 单）' }]);
  });

  it('a rejection needs a reason and is written on the parent order for the shop to ship itself', async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    expect((await supplierCall(t, sub!.ssid, 'reject', { reason: '' })).statusCode).toBe(400);
    const rejected = await supplierCall(t, sub!.ssid, 'reject', { reason: '缺货' });
    expect(rejected.json().status).toBe('REJECTED');
    const log = await orderLog(sn);
    expect(log.some((l) => l.action === 'sorder.reject' && l.message.includes('缺货'))).toBe(true);
    expect(log.some((l) => l.action === 'dropShipAllShipped')).toBe(false);
    expect((await supplierCall(t, sub!.ssid, 'accept')).statusCode).toBe(409);
  });

  it('an unpaid or cancelled parent order cannot be accepted', async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }], { paid: false });
    const [sub] = await subOrdersOf(t, admin, sn);
    const unpaid = await supplierCall(t, sub!.ssid, 'accept');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('主订单尚未付款，供货商暂不能接单');
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('sn', '=', sn).execute();
    const cancelled = await supplierCall(t, sub!.ssid, 'accept');
    expect(cancelled.json().message).toBe('主订单已取消，代发子单不能继续处理');
    expect((await subOrdersOf(t, admin, sn))[0]!.status).toBe('WAIT_SUPPLIER_ACCEPT');
  });

  it('Idempotency-Key: a retried ship answers the first response once; another body is 422', async () => {
    const sn = await placeDropShip(t, [{ goods_code: HEALTH, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    const first = await supplierCall(t, sub!.ssid, 'accept', undefined, { idempotencyKey: 'accept-0001' });
    const retry = await supplierCall(t, sub!.ssid, 'accept', undefined, { idempotencyKey: 'accept-0001' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // Without the key a repeat is a real second attempt, refused by the state machine.
    expect((await supplierCall(t, sub!.ssid, 'accept')).statusCode).toBe(409);

    const s1 = await supplierCall(t, sub!.ssid, 'ship', ship, { idempotencyKey: 'ship-key-0001' });
    const s2 = await supplierCall(t, sub!.ssid, 'ship', ship, { idempotencyKey: 'ship-key-0001' });
    expect(s1.json().status).toBe('SHIPPED');
    expect(s2.json()).toEqual(s1.json());
    const other = await supplierCall(
      t,
      sub!.ssid,
      'ship',
      { ...ship, waybill_no: 'SF1499999999' },
      { idempotencyKey: 'ship-key-0001' },
    );
    expect(other.statusCode).toBe(422);
    const ships = await t.db
      .selectFrom('supplier_order_logs as l')
      .innerJoin('supplier_orders as so', 'so.id', 'l.supplier_order_id')
      .select('l.action')
      .where('so.ssid', '=', sub!.ssid)
      .where('l.action', '=', 'ship')
      .execute();
    expect(ships).toHaveLength(1);
    // A failed attempt frees its key: the same key may be used once the request can succeed.
    const sn2 = await placeDropShip(t, [{ goods_code: HEALTH, num: 1 }]);
    const [sub2] = await subOrdersOf(t, admin, sn2);
    const refused = await supplierCall(t, sub2!.ssid, 'ship', ship, { idempotencyKey: 'ship-key-0002' });
    expect(refused.statusCode).toBe(409);
    await supplierCall(t, sub2!.ssid, 'accept');
    const ok = await supplierCall(t, sub2!.ssid, 'ship', ship, { idempotencyKey: 'ship-key-0002' });
    expect(ok.statusCode).toBe(200);
  });

  it('concurrent accepts: exactly one wins', async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    const results = await Promise.all([
      supplierCall(t, sub!.ssid, 'accept'),
      supplierCall(t, sub!.ssid, 'accept'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("another shop's key sees none of this shop's sub-orders", async () => {
    const sn = await placeDropShip(t, [{ goods_code: DEVICE, num: 1 }]);
    const [sub] = await subOrdersOf(t, admin, sn);
    expect((await supplierCall(t, sub!.ssid, '', undefined, { key: SECOND_KEY })).statusCode).toBe(404);
    expect((await supplierCall(t, sub!.ssid, 'accept', undefined, { key: SECOND_KEY })).statusCode).toBe(404);
    expect((await subOrdersOf(t, admin, sn))[0]!.status).toBe('WAIT_SUPPLIER_ACCEPT');
  });
});
