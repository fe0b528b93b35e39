import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKuaidi100, type FakeKuaidi100 } from '../../../testing/fakes/fake-kuaidi100.ts';
import { orderBody, placeOrder } from '../../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const CREDS = { key: 'k100-key', secret: 'k100-secret', customer: 'CUST0001' };
const SALT = 'salt-0123456789';
const md5 = (s: string) => createHash('md5').update(s).digest('hex').toUpperCase();

describe('electronic waybills and tracking (Kuaidi100 fake)', () => {
  let t: TestApp;
  let fake: FakeKuaidi100;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    fake = await startFakeKuaidi100(CREDS);
    t = await createTestApp({
      KUAIDI100_BASE_URL: fake.url,
      KUAIDI100_KEY: CREDS.key,
      KUAIDI100_CUSTOMER: CREDS.customer,
      KUAIDI100_SECRET: CREDS.secret,
      KUAIDI100_CALLBACK_SALT: SALT,
      KUAIDI100_CALLBACK_URL: 'http://127.0.0.1:9/api/open/kuaidi100/callback',
      AUTO_RECEIVE_SWEEP_MS: '20',
    });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload: payload as object } : {}),
    });
  const place = async () => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房'));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { sn: string }).sn;
  };
  const order = async (sn: string) => (await call('GET', `/seller/trade/orders/detail/${sn}`)).json();
  const setAccount = (express_code: string, token = admin) =>
    call(
      'PUT',
      '/seller/waybill/accounts',
      { express_code, partner_id: 'ZT0001', partner_key: 'secret-key-1', net: '浦东', pay_type: 'MONTHLY' },
      token,
    );
  const waybillRows = (sn: string) =>
    t.db.selectFrom('waybills').selectAll().where('order_sn', '=', sn).execute();
  const push = (param: string, sign: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/open/kuaidi100/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ param, sign }).toString(),
    });
  const pushParam = (num: string, state: number, context: string) =>
    JSON.stringify({
      status: 'polling',
      message: '',
      lastResult: {
        nu: num,
        com: 'zhongtong',
        state: String(state),
        ischeck: state === 3 ? '1' : '0',
        data: [{ time: '2026-11-20 10:00:00', ftime: '2026-11-20 10:00:00', context }],
      },
    });

  it('keeps one account per e-waybill company: key required then masked, never answered; shops apart', async () => {
    const list = (await call('GET', '/seller/waybill/accounts')).json() as { express_code: string }[];
    expect(list.map((a) => a.express_code)).toContain('ZTO');
    expect(list.map((a) => a.express_code)).not.toContain('JD'); // no e-waybills
    const noKey = await call('PUT', '/seller/waybill/accounts', {
      express_code: 'ZTO',
      partner_id: 'ZT0001',
      pay_type: 'MONTHLY',
    });
    expect(noKey.json()).toMatchObject({ field: 'partner_key' });
    expect(
      (
        await call('PUT', '/seller/waybill/accounts', {
          express_code: 'JD',
          partner_id: 'x',
          partner_key: 'y',
          pay_type: 'SHIPPER',
        })
      ).statusCode,
    ).toBe(400);
    expect((await setAccount('ZTO')).statusCode).toBe(200);
    // An empty key keeps the stored one.
    const keep = await call('PUT', '/seller/waybill/accounts', {
      express_code: 'ZTO',
      partner_id: 'ZT0001',
      partner_key: '',
      net: '浦东',
      pay_type: 'MONTHLY',
    });
    expect(keep.statusCode).toBe(200);
    const res = await call('GET', '/seller/waybill/accounts');
    expect(res.body).not.toContain('secret-key-1');
    expect(res.json().find((a: { express_code: string }) => a.express_code === 'ZTO')).toMatchObject({
      configured: true,
      partner_key_masked: 'se********-1',
      pay_type: 'MONTHLY',
      template_size: '100x180',
    });
    const theirs = (await call('GET', '/seller/waybill/accounts', undefined, other)).json();
    expect(theirs.find((a: { express_code: string }) => a.express_code === 'ZTO').configured).toBe(false);
    expect(
      (await call('DELETE', '/seller/waybill/accounts?express_code=ZTO', undefined, other)).statusCode,
    ).toBe(404);
    expect((await setAccount('SF')).statusCode).toBe(200);
    expect((await call('DELETE', '/seller/waybill/accounts?express_code=SF')).statusCode).toBe(200);
  });

  it('create then reshow: one provider call, one row, same number; another shop sees none of it', async () => {
    const sn = await place();
    const before = fake.calls.order;
    const first = await call('GET', `/seller/waybill?order_sn=${sn}&express_code=ZTO`);
    expect(first.statusCode, first.body).toBe(200);
    const w = first.json();
    expect(w.label.receiver).toMatchObject({ name: '刘晓梅', mobile: '13912345678' });
    expect(w.label.pay_type).toBe('MONTHLY');
    const again = (await call('GET', `/seller/waybill?order_sn=${sn}&express_code=ZTO`)).json();
    const reshow = (await call('GET', `/seller/waybill/reshow?order_sn=${sn}`)).json();
    expect(again.waybill_no).toBe(w.waybill_no);
    expect(reshow).toEqual(w);
    expect(fake.calls.order - before).toBe(1);
    expect(await waybillRows(sn)).toHaveLength(1);
    expect((await call('GET', `/seller/waybill/reshow?order_sn=${sn}`, undefined, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/seller/waybill?order_sn=${sn}&express_code=ZTO`, undefined, other)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/seller/trade/orders/${sn}/traces`, undefined, other)).statusCode).toBe(404);
    expect(fake.calls.order - before).toBe(1);
  });

  it('concurrent creates for one order: one provider call and one row', async () => {
    const sn = await place();
    const before = fake.calls.order;
    fake.setDelay(150);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('GET', `/seller/waybill?order_sn=${sn}&express_code=ZTO`)),
    );
    fake.setDelay(0);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(fake.calls.order - before).toBe(1);
    expect(await waybillRows(sn)).toHaveLength(1);
  });

  it('a provider error records nothing and ships nothing; the batch keeps the others', async () => {
    const [a, bad, c] = [await place(), await place(), await place()];
    fake.failFor(bad);
    const single = await call('GET', `/seller/waybill?order_sn=${bad}&express_code=ZTO`);
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toContain('超区');
    expect(await waybillRows(bad)).toHaveLength(0);
    expect((await order(bad)).status).toBe('PAID_OFF');
    const batch = await call('POST', '/seller/waybill/creates', {
      order_sns: [a, bad, c, 'NO-SUCH'],
      express_code: 'ZTO',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const results = batch.json() as { order_sn: string; ok: boolean; waybill_no?: string; error?: string }[];
    expect(results.map((r) => [r.order_sn, r.ok])).toEqual([
      [a, true],
      [bad, false],
      [c, true],
      ['NO-SUCH', false],
    ]);
    expect(results[1]!.error).toContain('超区');
    expect(await waybillRows(bad)).toHaveLength(0);
    expect((await waybillRows(a))[0]!.waybill_no).toBe(results[0]!.waybill_no);
    const log = await t.db
      .selectFrom('operation_logs')
      .select('target')
      .where('action', '=', 'waybill.create')
      .execute();
    expect(log.map((l) => l.target)).toEqual(expect.arrayContaining([a, c]));
    expect(log.map((l) => l.target)).not.toContain(bad);
  });

  it('ships, subscribes, takes signed pushes only, polls on refresh, and auto-receives after the days', async () => {
    const sn = await place();
    const w = (await call('GET', `/seller/waybill?order_sn=${sn}&express_code=ZTO`)).json();
    const d = await order(sn);
    const batches = d.items.map((i: { item_id: number }) => ({
      item_id: i.item_id,
      batch_numbers: ['B20261101'],
    }));
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'ZTO',
      waybill_no: w.waybill_no,
      batches,
    });
    expect(shipped.json().status).toBe('SHIPPED');
    expect(fake.subscriptions.get(`zhongtong/${w.waybill_no}`)?.salt).toBe(SALT);

    const param = pushParam(w.waybill_no, 0, '【上海】快件已揽收');
    const forged = await push(param, md5(param + 'not-the-salt'));
    expect(forged.statusCode).toBe(401);
    expect((await call('GET', `/seller/trade/orders/${sn}/traces`)).json().trace.traces).toEqual([]);
    const good = await push(param, md5(param + SALT));
    expect(good.json()).toEqual({ result: true, returnCode: '200', message: '成功' });
    const traces = (await call('GET', `/seller/trade/orders/${sn}/traces`)).json();
    expect(traces.trace).toMatchObject({
      state: 0,
      ischeck: false,
      traces: [{ context: '【上海】快件已揽收' }],
    });

    fake.setTrace('zhongtong', w.waybill_no, {
      state: 3,
      ischeck: 1,
      data: [{ time: '2026-11-21 09:00:00', ftime: '2026-11-21 09:00:00', context: '已签收，签收人：本人' }],
    });
    const polled = (await call('GET', `/seller/trade/orders/${sn}/traces?refresh=1`)).json();
    expect(polled.trace).toMatchObject({ state: 3, ischeck: true });

    // Delivered: nothing before AUTO_RECEIVE_DAYS (7), received by the system after.
    await new Promise((r) => setTimeout(r, 80));
    expect((await order(sn)).status).toBe('SHIPPED');
    t.clock.advance(7 * 86_400 + 1);
    admin = (await t.login('admin', 'admin123')).access_token; // the old token expired meanwhile
    for (let i = 0; i < 100 && (await order(sn)).status === 'SHIPPED'; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await order(sn)).status).toBe('COMPLETE');
    const logs = (await call('GET', `/seller/trade/orders/${sn}/log`)).json() as {
      action: string;
      op_name: string;
    }[];
    expect(logs.filter((l) => l.action === 'rog')).toEqual([expect.objectContaining({ op_name: '系统' })]);
    const row = await t.db
      .selectFrom('shipment_traces')
      .selectAll()
      .where('order_sn', '=', sn)
      .executeTakeFirstOrThrow();
    expect(row.auto_received_at).not.toBeNull();
  });

  it('a push for an unknown parcel is acknowledged and stores nothing', async () => {
    const param = pushParam('99999999', 0, 'x');
    expect((await push(param, md5(param + SALT))).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('shipment_traces').selectAll().where('waybill_no', '=', '99999999').execute(),
    ).toEqual([]);
  });
});

describe('without Kuaidi100 configured', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).access_token;
  });
  afterAll(() => t.close());

  it('answers 503 NOT_CONFIGURED to issuing and to pushes', async () => {
    const headers = { authorization: admin };
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/seller/waybill?order_sn=X&express_code=ZTO',
      headers,
    });
    expect(one.statusCode).toBe(503);
    expect(one.json().code).toBe('NOT_CONFIGURED');
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/seller/waybill/creates',
      headers,
      payload: { order_sns: ['X'], express_code: 'ZTO' },
    });
    expect(batch.statusCode).toBe(503);
    const pushed = await t.app.inject({
      method: 'POST',
      url: '/api/open/kuaidi100/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'param=%7B%7D&sign=x',
    });
    expect(pushed.statusCode).toBe(503);
  });
});
