import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { SIGNATURE, advanceToShanghai } from '../../testing/prescriptions.ts';

const BASE = '/api/seller/prescription/prescriptionOrder';

describe('prescription audit: PUT …/audit/{sn}/{result}', () => {
  let t: TestApp;
  let admin: string;
  let pharmacist: string;
  let clerk: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Inside the pharmacist's default working hours (01:01–23:59 Shanghai), whatever the real time;
  // moving the clock ages the tokens, so sign in again afterwards.
  beforeEach(async () => {
    advanceToShanghai(t.clock, 10);
    await signIn();
  });
  const signIn = async () => {
    admin = (await t.login('admin', 'admin123')).access_token;
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  };

  const placeRx = async (over = {}) => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房', over, true));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string; order_price: number }>().sn;
  };
  const audit = (
    sn: string,
    result: number | string,
    body: Record<string, unknown> = {},
    token = pharmacist,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/audit/${sn}/${result}`,
      headers: { authorization: token },
      payload: { audit_password: md5('audit123'), signature: SIGNATURE, ...body },
    });
  const state = async (sn: string) => {
    const row = await t.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.state', 'o.status', 'o.rx_status', 'o.paid_amount', 'o.id as order_id'])
      .where('o.sn', '=', sn)
      .executeTakeFirstOrThrow();
    const audits = await t.db
      .selectFrom('prescription_audits')
      .selectAll()
      .where('prescription_id', '=', row.id)
      .execute();
    return { ...row, audits };
  };
  const unchanged = async (sn: string) => {
    const s = await state(sn);
    expect(s).toMatchObject({ state: 3, rx_status: 'PENDING', audits: [] });
    expect(s.status).not.toBe('CANCELLED');
  };

  it('refuses anyone but a pharmacist (423), changing nothing', async () => {
    const sn = await placeRx();
    const byFounder = await audit(sn, 1, {}, admin);
    expect(byFounder.statusCode).toBe(423);
    expect(byFounder.json().message).toBe('仅药师可以进行此操作');
    const byClerk = await audit(sn, 1, {}, clerk);
    expect(byClerk.statusCode).toBe(423);
    await unchanged(sn);
  });

  it('refuses a wrong audit password (423), and pauses after 5 wrong tries (429)', async () => {
    const sn = await placeRx();
    const wrong = await audit(sn, 1, { audit_password: md5('not-it') });
    expect(wrong.statusCode).toBe(423);
    expect(wrong.json().message).toBe('审方密码不正确');
    for (let i = 0; i < 4; i++) await audit(sn, 1, { audit_password: md5(`nope${i}`) });
    const paused = await audit(sn, 1);
    expect(paused.statusCode).toBe(429);
    await unchanged(sn);
    t.clock.advance(16 * 60);
    advanceToShanghai(t.clock, 10);
    await signIn();
    expect((await audit(sn, 1)).statusCode).toBe(200);
  });

  it('refuses outside the pharmacist’s working hours (423)', async () => {
    const sn = await placeRx();
    advanceToShanghai(t.clock, 0, 30); // default hours are 01:01–23:59
    await signIn();
    const res = await audit(sn, 1);
    expect(res.statusCode).toBe(423);
    expect(res.json().message).toBe('当前不在您的工作时间（01:01-23:59）内，不能审方');
    await unchanged(sn);
  });

  it('refuses a cancelled order, an order with an after-sale request, a prescription not awaiting audit (409)', async () => {
    const cancelled = await placeRx();
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('sn', '=', cancelled).execute();
    const a = await audit(cancelled, 1);
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('订单已取消，不能审方');

    const applying = await placeRx();
    await t.db.updateTable('orders').set({ service_status: 'APPLY' }).where('sn', '=', applying).execute();
    const b = await audit(applying, 1);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('订单正在申请售后，不能审方');
    await unchanged(applying);

    const done = await placeRx();
    expect((await audit(done, 1)).statusCode).toBe(200);
    const again = await audit(done, 2, { reject_codes: ['DOSAGE'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该处方不是待审核状态，不能审方');
    expect((await state(done)).audits).toHaveLength(1);
  });

  it('a rejection names at least one review problem; OTHER needs the text; the signature is required', async () => {
    const sn = await placeRx();
    const noCode = await audit(sn, 2);
    expect(noCode.json()).toMatchObject({ code: 'VALIDATION', field: 'reject_codes' });
    const other = await audit(sn, 2, { reject_codes: ['OTHER'] });
    expect(other.json()).toMatchObject({ field: 'reject_reason' });
    const unsigned = await audit(sn, 1, { signature: '' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().field).toBe('signature');
    expect((await audit(sn, 3)).statusCode).toBe(400);
    await unchanged(sn);
  });

  it('another shop’s order is 404; an unknown sn is 404', async () => {
    const sn = await placeRx();
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${sn}`, headers: { authorization: other } }))
        .statusCode,
    ).toBe(404);
    expect((await audit('20990101000000', 1)).statusCode).toBe(404);
  });

  // Regression (issue 19, trust/access-matrix): the pharmacist check ran first, so another shop's
  // founder auditing this shop's order got 423 and left a refusal in the operation log.
  it('another shop auditing this shop’s order gets 404 and leaves no trace, not 423', async () => {
    const sn = await placeRx();
    const logs = () => t.db.selectFrom('operation_logs').select('id').execute();
    const before = (await logs()).length;
    const res = await audit(sn, 1, {}, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await logs()).length).toBe(before);
    await unchanged(sn);
  });

  it('approval appends the record and releases the shipping hold', async () => {
    const sn = await placeRx();
    const orders = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/seller/trade/orders${url}`,
        headers: { authorization: admin },
        payload,
      });
    const items = (await orders('GET', `/detail/${sn}`)).json<{ items: { item_id: number }[] }>().items;
    const setout = {
      express_code: 'SF',
      waybill_no: 'SF7777777777',
      batches: items.map((i) => ({ item_id: i.item_id, batch_numbers: ['RXB1'] })),
    };
    expect((await orders('POST', `/${sn}/setout`, setout)).statusCode).toBe(409);
    t.clock.advance(12 * 60);
    const res = await audit(sn, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sn,
      state: 1,
      rx_status: 'APPROVED',
      refund_sn: null,
      audit: {
        result: 1,
        pharmacist_name: '张药师',
        signature: SIGNATURE,
        audit_duration: 12,
        reject_codes: [],
      },
    });
    const s = await state(sn);
    expect(s.audits).toHaveLength(1);
    expect(s.audits[0]).toMatchObject({ result: 1, audit_time: t.clock.now(), signature: SIGNATURE });
    const detail = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${sn}`,
      headers: { authorization: admin },
    });
    expect(detail.json()).toMatchObject({
      prescription: { state: 1, audit_pharmacist_name: '张药师', audit_duration: 12 },
      audits: [{ result: 1 }],
      can_audit: 0,
    });
    expect((await orders('POST', `/${sn}/setout`, setout)).json().status).toBe('SHIPPED');
  });

  it('rejection cancels the order, restocks, records the refund and the buyer notice', async () => {
    const sn = await placeRx();
    const before = await state(sn);
    const lines = await t.db
      .selectFrom('order_items')
      .select(['goods_id', 'num'])
      .where('order_id', '=', before.order_id)
      .execute();
    const stock = async () =>
      (
        await t.db
          .selectFrom('goods')
          .select(['id', 'stock'])
          .where(
            'id',
            'in',
            lines.map((l) => l.goods_id),
          )
          .execute()
      )
        // By the lines' order: PostgreSQL returns updated rows in no particular order.
        .sort(
          (a, b) => lines.findIndex((l) => l.goods_id === a.id) - lines.findIndex((l) => l.goods_id === b.id),
        )
        .map((g) => g.stock);
    const stockBefore = await stock();
    const res = await audit(sn, 2, {
      reject_codes: ['DOSAGE', 'OTHER'],
      reject_reason: '剂量超过说明书上限',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 2, order_status: 'CANCELLED', rx_status: 'REJECTED' });
    expect(res.json().refund_sn).toEqual(expect.any(String));
    const s = await state(sn);
    expect(s).toMatchObject({ state: 2, status: 'CANCELLED', rx_status: 'REJECTED' });
    expect(JSON.parse(s.audits[0]!.reject_codes)).toEqual(['DOSAGE', 'OTHER']);
    expect(s.audits[0]!.reject_reason).toBe('剂量超过说明书上限');
    const refund = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', s.order_id)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ source: 'CANCEL', amount: before.paid_amount });
    expect(refund.note).toContain('处方审核未通过');
    expect((await stock()).map((n, i) => n - stockBefore[i]!)).toEqual(lines.map((l) => l.num));
    const notice = await t.db
      .selectFrom('buyer_notices')
      .selectAll()
      .where('order_id', '=', s.order_id)
      .executeTakeFirstOrThrow();
    // WeChat is not configured in this test app: the attempt is recorded as such, not as sent.
    expect(notice).toMatchObject({ kind: 'AUDIT_REJECTED', status: 'NOT_CONFIGURED' });
    const log = await t.db
      .selectFrom('order_logs')
      .select('message')
      .where('order_id', '=', s.order_id)
      .where('action', '=', 'rxRejected')
      .executeTakeFirstOrThrow();
    expect(log.message).toContain('用法、用量不适宜；剂量超过说明书上限');
  });

  it('two pharmacist decisions at once: exactly one is recorded', async () => {
    const sn = await placeRx();
    const results = await Promise.all([audit(sn, 1), audit(sn, 2, { reject_codes: ['DOSAGE'] })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await state(sn)).audits).toHaveLength(1);
  });

  describe('the audit record is append-only', () => {
    it('has no update or delete route', async () => {
      for (const method of ['DELETE', 'PATCH', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `${BASE}/audit/20990101000000/1`,
          headers: { authorization: pharmacist },
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });

    it('the database refuses UPDATE and DELETE of audit records and prescription drugs, DELETE of prescriptions', async () => {
      const sn = await placeRx();
      await audit(sn, 1);
      const { id, audits } = await state(sn);
      await expect(
        t.db.updateTable('prescription_audits').set({ result: 2 }).where('id', '=', audits[0]!.id).execute(),
      ).rejects.toThrow(/APPEND_ONLY/);
      await expect(
        t.db.deleteFrom('prescription_audits').where('id', '=', audits[0]!.id).execute(),
      ).rejects.toThrow(/APPEND_ONLY/);
      await expect(t.db.deleteFrom('prescriptions').where('id', '=', id).execute()).rejects.toThrow(
        /APPEND_ONLY/,
      );
      await expect(
        t.db
          .updateTable('prescription_drugs')
          .set({ quantity: 99 })
          .where('prescription_id', '=', id)
          .execute(),
      ).rejects.toThrow(/APPEND_ONLY/);
      if (t.dialect === 'postgres')
        await expect(sql`truncate prescription_audits`.execute(t.db)).rejects.toThrow(/APPEND_ONLY/);
      const after = await state(sn);
      expect(after.audits).toEqual(audits);
    });
  });
});
