import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayment } from '../../../platform/adapters/payment/payment-sign.ts';
import type { BusMessage } from '../../../platform/realtime/bus-message.ts';
import { startFakePayment } from '../../../testing/fakes/fake-payment.ts';
import { caller, paidOrder, raiseCase } from '../../../testing/after-sale.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const MCH = '1900000109';
const KEY = 'rxdesk-test-payment-api-key-0001';

describe('refunds through the payment provider', () => {
  let pay: Awaited<ReturnType<typeof startFakePayment>>;
  let t: TestApp;
  let adminToken: string;
  let admin: ReturnType<typeof caller>;
  const published: BusMessage[] = [];

  beforeAll(async () => {
    pay = await startFakePayment({ mchId: MCH, apiKey: KEY });
    t = await createTestApp({
      PAYMENT_BASE_URL: pay.url,
      PAYMENT_MCH_ID: MCH,
      PAYMENT_API_KEY: KEY,
      PAYMENT_NOTIFY_URL: 'https://shop.example.com/api/open/payment/refund-callback',
      PAYMENT_RETRY_INTERVAL_MS: '20',
    });
    t.bus.subscribe((m) => published.push(m));
    adminToken = (await t.login('admin', 'admin123')).access_token;
    admin = caller(t, adminToken);
  });
  afterAll(async () => {
    await t.close();
    await pay.close();
  });

  const callback = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/open/payment/refund-callback',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const caseOf = async (sn: string) => (await admin('GET', `/seller/after-sales/${sn}`)).json();
  const refundOf = async (refundSn: string) => (await admin('GET', `/seller/refunds/${refundSn}`)).json();
  const refundNotices = async () => {
    await new Promise((r) => setImmediate(r));
    return published.filter((m) => m.kind === 'notice' && m.type === 15);
  };

  /** An approved refund-only case of a paid, unshipped order: ready for its refund. */
  async function approvedCase(amount = 3) {
    const o = await paidOrder(t, adminToken, false);
    const res = await raiseCase(t, {
      order_sn: o.sn,
      service_type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
      requested_amount: amount,
    });
    const sn = res.json().service_sn as string;
    const approved = await admin('POST', `/seller/after-sales/${sn}/approve`, { approved_amount: amount });
    if (approved.statusCode !== 200) throw new Error(approved.body);
    return { o, sn, refundSn: `RF${sn}` };
  }

  it('sends a signed request, completes the case on the signed callback, and only once', async () => {
    const { o, sn, refundSn } = await approvedCase(3.5);
    const res = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      service_status: 'REFUNDING',
      refund: { refund_sn: refundSn, status: 'PROCESSING', method: 'ORIGINAL', attempts: 1, amount: 3.5 },
    });
    const sent = pay.refunds.get(refundSn)!;
    expect(sent).toMatchObject({
      outTradeNo: o.sn,
      refundFee: 350,
      totalFee: Math.round(o.paid_amount * 100),
      requests: 1,
    });
    expect((await refundOf(refundSn)).provider_refund_id).toBe(sent.refundId);

    const ok = await callback(pay.buildCallback(refundSn, 'SUCCESS'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ return_code: 'SUCCESS', return_msg: 'OK' });
    const c = await caseOf(sn);
    expect(c).toMatchObject({
      service_status: 'COMPLETED',
      refund: { status: 'SUCCESS' },
      order: { status: 'PAID_OFF' },
    });
    expect(await refundNotices()).toContainEqual({
      kind: 'notice',
      shopId: 1,
      type: 15,
      data: { order_sn: o.sn, as_order_sn: sn },
    });

    const again = await callback(pay.buildCallback(refundSn, 'SUCCESS'));
    expect(again.statusCode).toBe(200);
    expect((await caseOf(sn)).history).toHaveLength(c.history.length);
  });

  it('refuses a callback with a bad signature and changes nothing', async () => {
    const { sn, refundSn } = await approvedCase();
    await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    const good = JSON.parse(pay.buildCallback(refundSn, 'SUCCESS')) as Record<string, unknown>;
    const forged = await callback(
      JSON.stringify({ ...good, sign: signPayment(good, 'someone-elses-key-0000') }),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('退款回调签名校验失败');
    const tampered = await callback(JSON.stringify({ ...good, refund_fee: 1 }));
    expect(tampered.statusCode).toBe(401);
    const unsigned = await callback(JSON.stringify({ ...good, sign: undefined }));
    expect(unsigned.statusCode).toBe(401);
    expect((await callback('not json')).statusCode).toBe(401);
    // Correctly signed but for another amount than the refund: refused too.
    const wrongAmount = { ...good, refund_fee: 1 };
    const mismatch = await callback(JSON.stringify({ ...wrongAmount, sign: signPayment(wrongAmount, KEY) }));
    expect(mismatch.statusCode).toBe(400);
    expect(await caseOf(sn)).toMatchObject({ service_status: 'REFUNDING', refund: { status: 'PROCESSING' } });
  });

  it('a refund cannot be made twice, even by concurrent requests', async () => {
    const { sn, refundSn } = await approvedCase();
    const results = await Promise.all([
      admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' }),
      admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' }),
      admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'OFFLINE', note: '现金' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db
      .selectFrom('refunds as r')
      .innerJoin('after_sales as a', 'a.id', 'r.after_sale_id')
      .select(['r.refund_sn', 'r.status'])
      .where('a.service_sn', '=', sn)
      .execute();
    expect(rows).toHaveLength(1);
    if (rows[0]!.status !== 'SUCCESS') expect(pay.refunds.get(refundSn)!.requests).toBe(1);
    const once = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    expect(once.statusCode).toBe(409);
  });

  it('a refused refund fails with the reason; a retry sends it again, one retry at a time', async () => {
    const { sn, refundSn } = await approvedCase();
    pay.refuseWith({ err_code: 'NOTENOUGH', err_code_des: '基本账户余额不足' });
    const res = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    expect(res.json().refund).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      allowed_actions: ['retry', 'offline'],
    });
    expect(res.json().refund.last_error).toContain('NOTENOUGH');
    expect(res.json().refund.next_retry_time).toBe(t.clock.now() + 60);
    pay.refuseWith(null);
    const before = pay.refunds.get(refundSn)?.requests ?? 0;
    const retries = await Promise.all([
      admin('POST', `/seller/refunds/${refundSn}/retry`),
      admin('POST', `/seller/refunds/${refundSn}/retry`),
    ]);
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(pay.refunds.get(refundSn)!.requests).toBe(before + 1);
    expect(await refundOf(refundSn)).toMatchObject({ status: 'PROCESSING', attempts: 2, last_error: '' });
    const list = (await admin('GET', `/seller/refunds?status=PROCESSING&keyword=${sn}`)).json();
    expect(list.data.map((r: { refund_sn: string }) => r.refund_sn)).toEqual([refundSn]);
    // Offline is refused while the provider has it.
    expect((await admin('POST', `/seller/refunds/${refundSn}/offline`, { note: 'x' })).statusCode).toBe(409);
  });

  it('retries a failed refund automatically when it is due, and a silent one after a while', async () => {
    const { sn, refundSn } = await approvedCase();
    pay.breakNext(1);
    const res = await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'ORIGINAL' });
    expect(res.json().refund).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(res.json().refund.last_error).toContain('502');
    await new Promise((r) => setTimeout(r, 100));
    expect((await refundOf(refundSn)).status).toBe('FAILED'); // not due yet
    t.clock.advance(61);
    // The worker claims the refund, then asks the provider: wait for the provider to have it.
    await waitFor(async () => pay.refunds.get(refundSn)?.requests === 1);
    expect(await refundOf(refundSn)).toMatchObject({
      status: 'PROCESSING',
      attempts: 2,
      next_retry_time: null,
    });
    // No result for half an hour: asked again (the provider answers with the same refund).
    t.clock.advance(1801);
    await waitFor(async () => pay.refunds.get(refundSn)!.requests === 2);
    // The access token outlived the half hour: sign in again.
    adminToken = (await t.login('admin', 'admin123')).access_token;
    admin = caller(t, adminToken);
    expect(await refundOf(refundSn)).toMatchObject({ status: 'PROCESSING', attempts: 3 });
  });

  it('the refund of an approved cancel goes to the provider by itself', async () => {
    const o = await paidOrder(t, adminToken, false);
    await t.app.inject({
      method: 'POST',
      url: `/api/open/orders/${o.sn}/cancel-request`,
      headers: { 'x-api-key': 'rxdesk-demo-intake-key' },
      payload: { reason: '重复下单' },
    });
    const cancelled = await admin('POST', `/seller/trade/orders/${o.sn}/auth-cancel`);
    expect(cancelled.json().status).toBe('CANCELLED');
    const refundSn = `RF${o.sn}`;
    expect(await refundOf(refundSn)).toMatchObject({
      status: 'PROCESSING',
      source: 'CANCEL',
      amount: o.paid_amount,
    });
    expect(pay.refunds.get(refundSn)!.refundFee).toBe(Math.round(o.paid_amount * 100));
    expect((await callback(pay.buildCallback(refundSn, 'REFUNDCLOSE'))).statusCode).toBe(200);
    expect(await refundOf(refundSn)).toMatchObject({
      status: 'FAILED',
      allowed_actions: ['retry', 'offline'],
    });
    expect((await refundOf(refundSn)).last_error).toContain('退款关闭');
    await admin('POST', `/seller/refunds/${refundSn}/retry`);
    expect((await callback(pay.buildCallback(refundSn, 'SUCCESS'))).statusCode).toBe(200);
    expect(await refundOf(refundSn)).toMatchObject({ status: 'SUCCESS', allowed_actions: [] });
  });

  it("another shop's refund is 404", async () => {
    const { sn, refundSn } = await approvedCase();
    await admin('POST', `/seller/after-sales/${sn}/refund`, { method: 'OFFLINE', note: '现金' });
    const kangning = caller(t, (await t.login('kangning', 'kangning123')).access_token);
    expect((await kangning('GET', `/seller/refunds/${refundSn}`)).statusCode).toBe(404);
    expect((await kangning('POST', `/seller/refunds/${refundSn}/offline`, { note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await kangning('GET', '/seller/refunds')).json().data).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}
