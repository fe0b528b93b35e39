import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/realtime/bus-message.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { caller, paidOrder, raiseCase, returnCase, type TestOrder } from '../../testing/after-sale.ts';
import { SECOND_KEY } from '../../testing/orders.ts';

describe('after-sale cases over HTTP', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let adminToken: string;
  const published: BusMessage[] = [];
  // The bus delivers on a later tick (as Redis would).
  const notices = async (type: number) => {
    await new Promise((r) => setImmediate(r));
    return published.filter((m) => m.kind === 'notice' && m.type === type);
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.bus.subscribe((m) => published.push(m));
    adminToken = (await t.login('admin', 'admin123')).access_token;
    admin = caller(t, adminToken);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    published.length = 0;
  });

  const orderOf = async (sn: string) => (await admin('GET', `/seller/trade/orders/detail/${sn}`)).json();
  const caseOf = async (sn: string) => (await admin('GET', `/seller/after-sales/${sn}`)).json();
  const stockOf = async (goodsCode: string) =>
    (
      await t.db
        .selectFrom('goods')
        .select('stock')
        .where('goods_code', '=', goodsCode)
        .where('shop_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).stock;

  it('a return goes APPLY → PASS → SHIPPED_BACK → STOCK_IN → COMPLETED, stock back, order restored', async () => {
    const o = await paidOrder(t, adminToken);
    const item = o.items[0]!;
    const sn = await returnCase(t, o, item.subtotal - 1);
    expect((await orderOf(o.sn)).status).toBe('AFTER_SERVICE');
    expect((await orderOf(o.sn)).service_status).toBe('APPLY');
    expect(await notices(12)).toEqual([
      {
        kind: 'notice',
        shopId: 1,
        type: 12,
        data: {
          order_sn: o.sn,
          as_order_sn: sn,
          order_type: 'RETURN_GOODS',
          apply_time: expect.any(Number),
          activity_state: 1,
        },
      },
    ]);
    const pending = (await admin('GET', '/seller/store/after-sales/pending')).json();
    expect(pending.data.map((p: { as_order_sn: string }) => p.as_order_sn)).toContain(sn);
    expect(pending.data_total).toBe(pending.data.length);

    let c = await caseOf(sn);
    expect(c).toMatchObject({
      service_status: 'APPLY',
      requested_amount: item.subtotal - 1,
      awaiting: 1,
      allowed_actions: ['approve', 'refuse', 'close'],
      images: ['https://img.example.com/a.jpg'],
      order: { sn: o.sn, status: 'AFTER_SERVICE', status_before: 'SHIPPED' },
    });
    expect(c.refundable_amount).toBeGreaterThan(0);

    const approved = await admin('POST', `/seller/after-sales/${sn}/approve`, {
      approved_amount: '10.50',
      remark: '同意',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ service_status: 'PASS', approved_amount: 10.5, awaiting: 0 });
    expect(await notices(13)).toHaveLength(1); // waits for the buyer now: off the seller's list

    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/open/after-sales/${sn}/ship-back`,
      headers: { 'x-api-key': 'rxdesk-demo-intake-key' },
      payload: { express_code: 'ZTO', waybill_no: 'ZT202611220001' },
    });
    expect(shipped.json(), shipped.body).toEqual({ service_sn: sn, service_status: 'SHIPPED_BACK' });
    expect(await notices(12)).toHaveLength(2); // raised, then the goods back on the seller's desk

    const before = await stockOf(item.goods_code);
    const stocked = await admin('POST', `/seller/after-sales/${sn}/stock-in`, { remark: '包装完好' });
    expect(stocked.json().service_status).toBe('STOCK_IN');
    expect(await stockOf(item.goods_code)).toBe(before + item.num);

    const refunded = await admin('POST', `/seller/after-sales/${sn}/refund`, {
      method: 'OFFLINE',
      note: '微信转账 4200001',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    c = refunded.json();
    expect(c).toMatchObject({
      service_status: 'COMPLETED',
      refund_status: 'SUCCESS',
      refund: {
        refund_sn: `RF${sn}`,
        amount: 10.5,
        method: 'OFFLINE',
        status: 'SUCCESS',
        allowed_actions: [],
      },
      return_logistics: { express_code: 'ZTO', express_name: '中通快递', waybill_no: 'ZT202611220001' },
      allowed_actions: [],
      order: { status: 'SHIPPED', refunded_amount: 10.5 },
    });
    expect(c.history.map((h: { action: string; to_status: string }) => `${h.action}:${h.to_status}`)).toEqual(
      [
        'apply:APPLY',
        'approve:PASS',
        'shipBack:SHIPPED_BACK',
        'stockIn:STOCK_IN',
        'refund:REFUNDING',
        'refundDone:COMPLETED',
      ],
    );
    expect(c.history[2].actor_type).toBe('BUYER');
    const order = await orderOf(o.sn);
    expect(order).toMatchObject({ status: 'SHIPPED', service_status: 'COMPLETE' });
    expect(await notices(13)).toHaveLength(2);
    expect(await notices(15)).toEqual([
      { kind: 'notice', shopId: 1, type: 15, data: { order_sn: o.sn, as_order_sn: sn } },
    ]);
    const refunds = (await admin('GET', `/seller/refunds?keyword=${o.sn}`)).json();
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({ service_sn: sn, status: 'SUCCESS', source: 'AFTER_SALE' });

    // The same units cannot be claimed again; the order can hold a new case for the other line.
    const again = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'RETURN_GOODS',
      reason: 'OTHER',
      lines: [{ item_id: item.item_id, num: 1 }],
      requested_amount: 1,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'lines.0.num' });
  });

  it('refuses an approval above the refundable amount and changes nothing', async () => {
    const o = await paidOrder(t, adminToken);
    const sn = await returnCase(t, o);
    const c = await caseOf(sn);
    const tooMuch = await admin('POST', `/seller/after-sales/${sn}/approve`, {
      approved_amount: (c.refundable_amount + 0.01).toFixed(2),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'VALIDATION', field: 'approved_amount' });
    expect(tooMuch.json().message).toContain(c.refundable_amount.toFixed(2));
    expect((await caseOf(sn)).service_status).toBe('APPLY');
    const noAmount = await admin('POST', `/seller/after-sales/${sn}/approve`, {});
    expect(noAmount.json().field).toBe('approved_amount');
    const exact = await admin('POST', `/seller/after-sales/${sn}/approve`, {
      approved_amount: c.refundable_amount,
    });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a requested amount above what the lines paid and an amount on an exchange', async () => {
    const o = await paidOrder(t, adminToken);
    const item = o.items[0]!;
    const base = { order_sn: o.sn, reason: 'DAMAGED', lines: [{ goods_code: item.goods_code, num: 1 }] };
    const tooMuch = await raiseCase(t, {
      ...base,
      service_type: 'REFUND_ONLY',
      requested_amount: o.paid_amount + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().field).toBe('requested_amount');
    const exchange = await raiseCase(t, { ...base, service_type: 'CHANGE_GOODS', requested_amount: 1 });
    expect(exchange.json().field).toBe('requested_amount');
    expect((await orderOf(o.sn)).status).toBe('SHIPPED');
  });

  it('a refused case gives the order back; one open case per order', async () => {
    const o = await paidOrder(t, adminToken);
    const sn = await returnCase(t, o);
    const second = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'SUPPLY_AGAIN',
      reason: 'MISSING_PARTS',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('该订单已有进行中的售后单');
    const wrong = await admin('POST', `/seller/after-sales/${sn}/stock-in`, {});
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('售后单当前状态不允许此操作');
    const noReason = await admin('POST', `/seller/after-sales/${sn}/refuse`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const refused = await admin('POST', `/seller/after-sales/${sn}/refuse`, { reason: '已超过退货期' });
    expect(refused.json()).toMatchObject({
      service_status: 'REFUSE',
      refuse_reason: '已超过退货期',
      awaiting: 0,
    });
    expect(await orderOf(o.sn)).toMatchObject({ status: 'SHIPPED', service_status: 'REFUSE' });
    expect(await notices(13)).toHaveLength(1);
  });

  it('of two concurrent approvals exactly one wins', async () => {
    const o = await paidOrder(t, adminToken);
    const sn = await returnCase(t, o);
    const results = await Promise.all([
      admin('POST', `/seller/after-sales/${sn}/approve`, { approved_amount: 1 }),
      admin('POST', `/seller/after-sales/${sn}/approve`, { approved_amount: 2 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const c = await caseOf(sn);
    expect(c.history.filter((h: { action: string }) => h.action === 'approve')).toHaveLength(1);
  });

  it('a refund-only case before shipping takes the order off the entry list and puts it back (14)', async () => {
    const o = await paidOrder(t, adminToken, false);
    await notices(10);
    published.length = 0; // the new order's own notice
    const res = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'REFUND_ONLY',
      reason: 'NO_LONGER_NEEDED',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
      requested_amount: '1.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sn = res.json().service_sn;
    const entry = (await admin('GET', '/seller/store/orders/pending')).json();
    expect(entry.data.map((p: { order_sn: string }) => p.order_sn)).not.toContain(o.sn);
    expect(await notices(10)).toHaveLength(0);
    const closed = await admin('POST', `/seller/after-sales/${sn}/close`, { reason: '买家电话确认不退了' });
    expect(closed.json().service_status).toBe('CLOSED');
    expect((await orderOf(o.sn)).status).toBe('PAID_OFF');
    expect(await notices(14)).toEqual([
      expect.objectContaining({
        type: 14,
        data: expect.objectContaining({ order_sn: o.sn, notice_type: 14 }),
      }),
    ]);
    expect(await notices(10)).toHaveLength(0);
    const entryAgain = (await admin('GET', '/seller/store/orders/pending')).json();
    expect(entryAgain.data.map((p: { order_sn: string }) => p.order_sn)).toContain(o.sn);
  });

  it('an exchange ships the replacement out of stock; a re-send too', async () => {
    const o = await paidOrder(t, adminToken);
    const item = o.items[0]!;
    const res = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'SUPPLY_AGAIN',
      reason: 'MISSING_PARTS',
      lines: [{ item_id: item.item_id, num: 1 }],
    });
    const sn = res.json().service_sn;
    await admin('POST', `/seller/after-sales/${sn}/approve`, {});
    expect((await caseOf(sn)).allowed_actions).toEqual(['reship', 'close']);
    const before = await stockOf(item.goods_code);
    const badExpress = await admin('POST', `/seller/after-sales/${sn}/reship`, {
      express_code: 'NOPE',
      waybill_no: 'SF0000000001',
    });
    expect(badExpress.json().field).toBe('express_code');
    const reship = await admin('POST', `/seller/after-sales/${sn}/reship`, {
      express_code: 'SF',
      waybill_no: 'SF0000000001',
    });
    expect(reship.json()).toMatchObject({
      service_status: 'COMPLETED',
      reship_logistics: { express_name: '顺丰速运' },
    });
    expect(await stockOf(item.goods_code)).toBe(before - 1);
    expect((await orderOf(o.sn)).status).toBe('SHIPPED');
  });

  it('lists and counts with filters', async () => {
    const list = await admin('GET', '/seller/after-sales?page_no=1&page_size=2&service_status=APPLY');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ page_no: 1, page_size: 2 });
    expect(body.data.every((r: { service_status: string }) => r.service_status === 'APPLY')).toBe(true);
    const counts = (await admin('GET', '/seller/after-sales/count')).json();
    expect(counts.APPLY).toBe(body.data_total);
    expect(counts.ALL).toBeGreaterThanOrEqual(counts.APPLY + counts.COMPLETED);
    const bad = await admin('GET', '/seller/after-sales?service_status=NOPE');
    expect(bad.statusCode).toBe(400);
  });

  it("another shop's case is 404; a role without service-list gets 423", async () => {
    const o = await paidOrder(t, adminToken);
    const sn = await returnCase(t, o);
    const kangning = caller(t, (await t.login('kangning', 'kangning123')).access_token);
    expect((await kangning('GET', `/seller/after-sales/${sn}`)).statusCode).toBe(404);
    expect(
      (await kangning('POST', `/seller/after-sales/${sn}/approve`, { approved_amount: 1 })).statusCode,
    ).toBe(404);
    expect((await kangning('GET', '/seller/after-sales')).json().data).toEqual([]);
    const byOtherKey = await t.app.inject({
      method: 'POST',
      url: `/api/open/after-sales/${sn}/close`,
      headers: { 'x-api-key': SECOND_KEY },
      payload: { reason: 'x' },
    });
    expect(byOtherKey.statusCode).toBe(404);
    const otherOrder = await raiseCase(
      t,
      { order_sn: o.sn, service_type: 'SUPPLY_AGAIN', reason: 'OTHER', lines: [{ item_id: 1, num: 1 }] },
      undefined,
      SECOND_KEY,
    );
    expect(otherOrder.statusCode).toBe(404);
    const pharmacist = caller(t, (await t.login('pharmacist', 'pharm123')).access_token);
    expect((await pharmacist('GET', '/seller/after-sales')).statusCode).toBe(423);
    expect((await pharmacist('GET', '/seller/store/after-sales/pending')).statusCode).toBe(423);
    const clerk = caller(t, (await t.login('clerk', 'clerk123')).access_token);
    expect((await clerk('GET', `/seller/after-sales/${sn}`)).statusCode).toBe(200);
    expect((await caseOf(sn)).service_status).toBe('APPLY');
  });

  it('open API: the same Idempotency-Key and body give the same case; another body 422', async () => {
    const o: TestOrder = await paidOrder(t, adminToken);
    const body = {
      order_sn: o.sn,
      service_type: 'RETURN_GOODS',
      reason: 'QUALITY',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
      requested_amount: 1,
    };
    const first = await raiseCase(t, body, 'as-key-00000001');
    expect(first.statusCode, first.body).toBe(201);
    const replay = await raiseCase(t, body, 'as-key-00000001');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await raiseCase(t, { ...body, requested_amount: 2 }, 'as-key-00000001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    const cases = await t.db
      .selectFrom('after_sales as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select('a.service_sn')
      .where('o.sn', '=', o.sn)
      .execute();
    expect(cases).toEqual([{ service_sn: first.json().service_sn }]);
    expect((await admin('GET', `/seller/after-sales?keyword=${o.sn}`)).json().data_total).toBe(1);
    const noKey = await t.app.inject({ method: 'POST', url: '/api/open/after-sales', payload: body });
    expect(noKey.statusCode).toBe(401);
  });

  it('cancel requests: the buyer asks (16), the seller refuses or approves (refund record)', async () => {
    const o = await paidOrder(t, adminToken, false);
    const ask = (key?: string, reason = '买错了') =>
      t.app.inject({
        method: 'POST',
        url: `/api/open/orders/${o.sn}/cancel-request`,
        headers: { 'x-api-key': 'rxdesk-demo-intake-key', ...(key ? { 'idempotency-key': key } : {}) },
        payload: { reason },
      });
    const asked = await ask('cancel-key-0001');
    expect(asked.json(), asked.body).toEqual({ order_sn: o.sn, status: 'PAID_OFF', cancel_requested: 1 });
    expect(await notices(16)).toEqual([{ kind: 'notice', shopId: 1, type: 16, data: { order_sn: o.sn } }]);
    expect((await ask('cancel-key-0001')).headers['idempotent-replayed']).toBe('true');
    expect((await ask('cancel-key-0001', '不想要了')).statusCode).toBe(422);
    expect((await ask()).statusCode).toBe(409);
    expect(await notices(16)).toHaveLength(1);

    const refused = await admin('POST', `/seller/trade/orders/${o.sn}/refuse-cancel`, { reason: '已打包' });
    expect(refused.json()).toMatchObject({ cancel_requested: 0, status: 'PAID_OFF' });
    expect(
      (await admin('POST', `/seller/trade/orders/${o.sn}/refuse-cancel`, { reason: '已打包' })).statusCode,
    ).toBe(409);

    expect((await ask()).statusCode).toBe(200);
    const cancelled = await admin('POST', `/seller/trade/orders/${o.sn}/auth-cancel`);
    expect(cancelled.json().status).toBe('CANCELLED');
    const refund = (await admin('GET', `/seller/refunds/RF${o.sn}`)).json();
    expect(refund).toMatchObject({
      source: 'CANCEL',
      method: 'ORIGINAL',
      status: 'PENDING',
      amount: o.paid_amount,
      service_sn: null,
      allowed_actions: ['retry', 'offline'],
    });
    // No payment provider here: the online refund says so and stays pending; offline settles it.
    const retry = await admin('POST', `/seller/refunds/RF${o.sn}/retry`);
    expect(retry.statusCode).toBe(503);
    expect(retry.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
    const offline = await admin('POST', `/seller/refunds/RF${o.sn}/offline`, { note: '门店现金退还' });
    expect(offline.json()).toMatchObject({ status: 'SUCCESS', method: 'OFFLINE', note: '门店现金退还' });
    expect((await admin('POST', `/seller/refunds/RF${o.sn}/offline`, { note: 'again' })).statusCode).toBe(
      409,
    );
  });

  it('an online refund with no payment provider is 503 and changes nothing', async () => {
    const o = await paidOrder(t, adminToken, false);
    const res = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'REFUND_ONLY',
      reason: 'NEAR_EXPIRY',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
      requested_amount: 2,
    });
    const sn = res.json().service_sn;
    await admin('POST', `/seller/after-sales/${sn}/approve`, { approved_amount: 2 });
    const online = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    expect(online.statusCode).toBe(503);
    expect(online.json().message).toContain('支付服务未配置');
    const noNote = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'OFFLINE' });
    expect(noNote.json().field).toBe('note');
    const c = await caseOf(sn);
    expect(c).toMatchObject({ service_status: 'PASS', refund: null });
  });
});
