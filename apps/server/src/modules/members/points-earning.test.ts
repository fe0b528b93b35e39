import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, raiseCase } from '../../testing/after-sale.ts';
import { DEMO_KEY, orderBody, placeOrder } from '../../testing/orders.ts';
import { startFakePayment } from '../../testing/fakes/fake-payment.ts';
import { insertPromotion } from '../../testing/promotion-rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildMembersPointsPort } from './members.module.ts';

/** Points earned when an order completes (once per order) and taken back when it is refunded
 * (never below zero), written in those changes' own transactions (issue 22). */
describe('points earned by orders and taken back by refunds', () => {
  let t: TestApp;
  let pay: Awaited<ReturnType<typeof startFakePayment>>;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    pay = await startFakePayment({ mchId: '1900000109', apiKey: 'rxdesk-test-payment-api-key-0001' });
    t = await createTestApp({
      PAYMENT_BASE_URL: pay.url,
      PAYMENT_MCH_ID: '1900000109',
      PAYMENT_API_KEY: 'rxdesk-test-payment-api-key-0001',
      PAYMENT_NOTIFY_URL: 'https://shop.example.com/api/open/payment/refund-callback',
      PAYMENT_RETRY_INTERVAL_MS: '3600000',
    });
    admin = caller(t, (await t.login('admin', 'admin123')).access_token);
  });
  afterAll(async () => {
    await t.close();
    await pay.close();
  });

  const ledger = (sn: string) =>
    t.db
      .selectFrom('member_points')
      .select(['change', 'reason'])
      .where('ref', '=', sn)
      .orderBy('id')
      .execute();
  const memberOf = async (sn: string) =>
    await t.db
      .selectFrom('orders')
      .select(['member_id', 'paid_amount'])
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();

  async function completedOrder(mobile: string) {
    const placed = await placeOrder(t, await orderBody(t, '演示大药房', { member_mobile: mobile }));
    expect(placed.statusCode, placed.body).toBe(201);
    const sn = placed.json().sn as string;
    const detail = (await admin('GET', `/seller/trade/orders/detail/${sn}`)).json();
    const shipped = await admin('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: detail.items.map((i: { item_id: number }) => ({ item_id: i.item_id, batch_numbers: ['B1'] })),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await ledger(sn)).toEqual([]);
    const rogs = await Promise.all([1, 2, 3].map(() => admin('POST', `/seller/trade/orders/${sn}/rog`)));
    expect(rogs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    return { sn, items: detail.items as { item_id: number; num: number; subtotal: number }[] };
  }

  /** A return of the whole line, approved and its goods stocked in: ready for the refund. */
  async function returnedCase(sn: string, line: { item_id: number; num: number; subtotal: number }) {
    const raised = await raiseCase(t, {
      order_sn: sn,
      service_type: 'RETURN_GOODS',
      reason: 'QUALITY',
      lines: [{ item_id: line.item_id, num: line.num }],
      requested_amount: line.subtotal,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const caseSn = raised.json().service_sn as string;
    expect(
      (await admin('POST', `/seller/after-sales/${caseSn}/approve`, { approved_amount: line.subtotal }))
        .statusCode,
    ).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/open/after-sales/${caseSn}/ship-back`,
      headers: { 'x-api-key': DEMO_KEY },
      payload: { express_code: 'ZTO', waybill_no: 'ZT202611220001' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await admin('POST', `/seller/after-sales/${caseSn}/stock-in`, {})).statusCode).toBe(200);
    return caseSn;
  }

  it('a completed order earns 1 point per whole yuan paid, once', async () => {
    const { sn } = await completedOrder('13955550001');
    const o = await memberOf(sn);
    expect(o.member_id).not.toBeNull();
    expect(await ledger(sn)).toEqual([{ change: Math.floor(o.paid_amount / 100), reason: '订单完成奖励' }]);
  });

  it('a refund takes back what the order earned, and only what the member still has', async () => {
    const { sn, items } = await completedOrder('13955550002');
    const o = await memberOf(sn);
    const earned = Math.floor(o.paid_amount / 100);
    const points = buildMembersPointsPort(t.db);
    // The member spends all but 3 points before the refund.
    const balance = await points.balance(1, o.member_id!);
    await t.db.transaction().execute((trx) =>
      points.addInTrx(trx, {
        shopId: 1,
        memberId: o.member_id!,
        change: -(balance - 3),
        reason: '积分兑换',
        ref: 'X1',
        at: 1,
      }),
    );
    const caseSn = await returnedCase(sn, items[0]!);
    const refunded = await admin('POST', `/seller/after-sales/${caseSn}/refund`, {
      method: 'OFFLINE',
      note: '现金退还',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(earned).toBeGreaterThan(3);
    expect(await ledger(sn)).toEqual([
      { change: earned, reason: '订单完成奖励' },
      { change: -3, reason: '订单退款扣回积分' },
    ]);
    expect(await points.balance(1, o.member_id!)).toBe(0);
  });

  it('an online refund takes the points back when the provider confirms it, once', async () => {
    const { sn, items } = await completedOrder('13955550003');
    const o = await memberOf(sn);
    const earned = Math.floor(o.paid_amount / 100);
    const caseSn = await returnedCase(sn, items[0]!);
    const sent = await admin('POST', `/seller/after-sales/${caseSn}/refund`, { method: 'ORIGINAL' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await ledger(sn)).toHaveLength(1);
    const notice = pay.buildCallback(`RF${caseSn}`, 'SUCCESS');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/open/payment/refund-callback',
        headers: { 'content-type': 'application/json' },
        payload: notice,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const taken = Math.min(earned, Math.floor(items[0]!.subtotal));
    expect(await ledger(sn)).toEqual([
      { change: earned, reason: '订单完成奖励' },
      { change: -taken, reason: '订单退款扣回积分' },
    ]);
  });

  it("a refund takes back its share of the full-cut tier's points too", async () => {
    const id = await insertPromotion(t, {
      kind: 'FULL_DISCOUNT',
      title: '满1元送40积分',
      scope: 'ALL',
      rules: {
        by_piece: false,
        tiers: [
          {
            threshold: 100,
            minus: 1,
            discount_permille: null,
            free_shipping: false,
            gift_sku_id: null,
            gift_id: null,
            coupon_id: null,
            points: 40,
          },
        ],
      },
    });
    const { sn, items } = await completedOrder('13955550004');
    await t.db.updateTable('promotions').set({ closed_at: t.clock.now() }).where('id', '=', id).execute();
    const tier = () => ledger(`${sn}:full-cut`);
    expect(await tier()).toEqual([{ change: 40, reason: '满减满赠赠送积分' }]);
    const caseSn = await returnedCase(sn, items[0]!);
    const refunded = await admin('POST', `/seller/after-sales/${caseSn}/refund`, {
      method: 'OFFLINE',
      note: '现金退还',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const o = await memberOf(sn);
    const { amount } = await t.db
      .selectFrom('refunds')
      .select('amount')
      .where('refund_sn', '=', `RF${caseSn}`)
      .executeTakeFirstOrThrow();
    const share = Math.floor((40 * Number(amount)) / o.paid_amount);
    expect(share).toBeGreaterThan(0);
    expect(await tier()).toEqual([
      { change: 40, reason: '满减满赠赠送积分' },
      { change: -share, reason: '订单退款扣回满赠积分' },
    ]);
  });
});
