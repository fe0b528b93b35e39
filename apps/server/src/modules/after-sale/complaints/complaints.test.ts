import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, paidOrder } from '../../../testing/after-sale.ts';
import { DEMO_KEY, SECOND_KEY } from '../../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

describe('complaints over HTTP', () => {
  let t: TestApp;
  let adminToken: string;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await t.login('admin', 'admin123')).access_token;
    admin = caller(t, adminToken);
  });
  afterAll(() => t.close());

  const open = (url: string, payload: object, key = DEMO_KEY, idem?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/open${url}`,
      headers: { 'x-api-key': key, ...(idem ? { 'idempotency-key': idem } : {}) },
      payload,
    });
  const file = async (orderSn: string, idem?: string) =>
    open(
      '/complaints',
      { order_sn: orderSn, subject: '配送太慢', content: '下单三天还没到', images: ['/uploads/a.png'] },
      DEMO_KEY,
      idem,
    );

  it('the buyer files, the shop replies and closes; the list shows deadlines', async () => {
    const o = await paidOrder(t, adminToken);
    const filed = await file(o.sn, 'complaint-key-01');
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, reply_deadline } = filed.json();
    expect(reply_deadline).toBe(t.clock.now() + 24 * 3600);
    expect((await file(o.sn, 'complaint-key-01')).json().id).toBe(id);
    expect(
      (
        await open(
          '/complaints',
          { order_sn: o.sn, subject: 'x', content: 'y' },
          DEMO_KEY,
          'complaint-key-01',
        )
      ).statusCode,
    ).toBe(422);

    let d = (await admin('GET', `/seller/complaints/${id}`)).json();
    expect(d).toMatchObject({
      status: 'NEW',
      overdue: 0,
      allowed_actions: ['reply'],
      images: ['/uploads/a.png'],
      order: { sn: o.sn },
    });
    expect((await admin('POST', `/seller/complaints/${id}/close`, {})).statusCode).toBe(409);
    expect((await admin('POST', `/seller/complaints/${id}/reply`, { content: '' })).statusCode).toBe(400);
    const replied = await admin('POST', `/seller/complaints/${id}/reply`, {
      content: '已催促快递，今天送达',
    });
    d = replied.json();
    expect(d).toMatchObject({
      status: 'REPLIED',
      allowed_actions: ['reply', 'close'],
      escalate_deadline: t.clock.now() + 7 * 86_400,
    });
    expect(d.messages.map((m: { author: string }) => m.author)).toEqual(['SHOP']);
    const closed = await admin('POST', `/seller/complaints/${id}/close`, { remark: '买家已收货' });
    expect(closed.json()).toMatchObject({
      status: 'CLOSED',
      close_remark: '买家已收货',
      allowed_actions: [],
    });
    expect((await open(`/complaints/${id}/escalate`, { reason: '不满意' })).statusCode).toBe(409);
  });

  it('escalation waits for the reply deadline; overdue complaints are listed as such', async () => {
    const o = await paidOrder(t, adminToken);
    const { id } = (await file(o.sn)).json();
    const early = await open(`/complaints/${id}/escalate`, { reason: '商家不理我' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('后才能申请平台介入');
    t.clock.advance(24 * 3600);
    adminToken = (await t.login('admin', 'admin123')).access_token;
    admin = caller(t, adminToken);
    const overdue = (await admin('GET', '/seller/complaints?overdue=1')).json();
    expect(overdue.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(overdue.data.every((c: { overdue: number }) => c.overdue === 1)).toBe(true);
    const escalated = await open(`/complaints/${id}/escalate`, { reason: '商家不理我' });
    expect(escalated.json()).toMatchObject({ id, status: 'ESCALATED' });
    const d = (await admin('GET', `/seller/complaints/${id}`)).json();
    expect(d).toMatchObject({
      status: 'ESCALATED',
      escalate_reason: '商家不理我',
      allowed_actions: ['reply'],
    });
    const reply = await admin('POST', `/seller/complaints/${id}/reply`, { content: '抱歉，已补偿优惠券' });
    expect(reply.json().status).toBe('ESCALATED');
    const byStatus = (await admin('GET', '/seller/complaints?status=ESCALATED')).json();
    expect(byStatus.data_total).toBeGreaterThanOrEqual(1);
  });

  it("another shop's complaint is 404; the permission is checked", async () => {
    const o = await paidOrder(t, adminToken);
    const { id } = (await file(o.sn)).json();
    const kangning = caller(t, (await t.login('kangning', 'kangning123')).access_token);
    expect((await kangning('GET', `/seller/complaints/${id}`)).statusCode).toBe(404);
    expect((await kangning('POST', `/seller/complaints/${id}/reply`, { content: 'x' })).statusCode).toBe(404);
    expect((await open(`/complaints/${id}/escalate`, { reason: 'x' }, SECOND_KEY)).statusCode).toBe(404);
    expect(
      (await open('/complaints', { order_sn: o.sn, subject: 'x', content: 'y' }, SECOND_KEY)).statusCode,
    ).toBe(404);
    const pharmacist = caller(t, (await t.login('pharmacist', 'pharm123')).access_token);
    expect((await pharmacist('GET', '/seller/complaints')).statusCode).toBe(423);
    expect((await admin('GET', `/seller/complaints/${id}`)).json().status).toBe('NEW');
  });
});
