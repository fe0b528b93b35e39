import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';
import { goodsOf, orderBody, placeOrder } from '../../testing/orders.ts';
import { SIGNATURE, advanceToShanghai, prescriptionFor } from '../../testing/prescriptions.ts';

const BASE = '/api/seller/prescription/prescriptionOrder';

describe('prescription orders: list, overdue watch, detail, export', () => {
  let t: TestApp;
  let admin: string;
  let pharmacist: string;
  let clerk: string;
  let other: string;
  const sns: string[] = [];
  /** The demo seed has prescriptions of its own, all older than this; list() scopes to this file's. */
  let since = 0;
  let seededAwaiting = 0;
  beforeAll(async () => {
    // Overdue after 20 minutes here, to see the setting at work.
    t = await createTestApp({ PRESCRIPTION_OVERDUE_MINUTES: '20', ACCESS_TOKEN_TTL: '86400' });
    advanceToShanghai(t.clock, 9);
    admin = (await t.login('admin', 'admin123')).access_token;
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
    since = t.clock.now();
    seededAwaiting = (await t.db.selectFrom('prescriptions').select('id').where('state', '=', 3).execute())
      .length;
    // Three prescription orders 10 minutes apart; patients 王一 / 王二 / 李三.
    for (const [i, patient] of ['王一', '王二', '李三'].entries()) {
      const body = await orderBody(t, '演示大药房', {}, true);
      const rxno = `RX-LIST-${i}`;
      const goods = await goodsOf(t, body);
      const res = await placeOrder(t, {
        ...body,
        rx_reference: rxno,
        prescription: prescriptionFor(goods, rxno, { use_person_name: patient }),
      });
      expect(res.statusCode, res.body).toBe(201);
      sns.push(res.json<{ sn: string }>().sn);
      t.clock.advance(10 * 60);
    }
    // The oldest is now 30 minutes old, the middle one 20 (not past 20), the newest 10.
    const approved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/audit/${sns[2]}/1`,
      headers: { authorization: pharmacist },
      payload: { audit_password: md5('audit123'), signature: SIGNATURE },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin, lang = 'zh') =>
    t.app.inject({
      method: 'GET',
      url: `${BASE}${url}`,
      headers: { authorization: token, 'accept-language': lang },
    });
  const sn = (r: { sn: string }) => r.sn;
  const list = (q = '', token = admin, lang = 'zh') =>
    get(`?start_time=${since}${q ? `&${q}` : ''}`, token, lang);

  it('lists newest first with every §3 field, filtered by state, keyword, pharmacist, time', async () => {
    const all = (await list()).json();
    expect(all.data_total).toBe(3);
    expect(all.data.map(sn)).toEqual([...sns].reverse());
    const row = all.data[2];
    expect(row).toMatchObject({
      sn: sns[0],
      use_person_name: '王一',
      inquiry_rxno: 'RX-LIST-0',
      hospital_service_provider: 1,
      hospital_name: '微医互联网医院',
      doctor_name: '周建国',
      inquiry_doctor_name: '周医生',
      state: 3,
      state_text: '待审核',
      is_upload_voucher: 0,
      payment_type_text: '在线支付',
      client_type_text: '小程序',
      order_status: 'PAID_OFF',
      service_status: 'NOT_APPLY',
      seller_name: '演示大药房',
      is_overdue: 1,
      can_audit: 0, // the founder is not a pharmacist
    });
    expect(JSON.parse(row.order_goods_json)[0]).toHaveProperty('common_name');
    expect(row.pay_money).toBeGreaterThan(0);

    expect((await list('state=3')).json().data.map(sn)).toEqual([sns[1], sns[0]]);
    expect((await list('state=1')).json().data).toMatchObject([
      { sn: sns[2], state: 1, state_text: '审核通过', audit_pharmacist_name: '张药师' },
    ]);
    expect((await list('keyword=王')).json().data.map(sn)).toEqual([sns[1], sns[0]]);
    expect((await get('?keyword=RX-LIST-2')).json().data.map(sn)).toEqual([sns[2]]);
    expect((await get(`?keyword=${sns[1]}`)).json().data.map(sn)).toEqual([sns[1]]);
    const pharmacists = (await get('/pharmacists')).json();
    expect(pharmacists).toEqual([{ id: expect.any(Number), name: '张药师' }]);
    expect((await list(`pharmacist_id=${pharmacists[0].id}`)).json().data.map(sn)).toEqual([sns[2]]);
    const newest = (await list()).json().data[0].create_time;
    expect((await get(`?start_time=${newest}`)).json().data.map(sn)).toEqual([sns[2]]);
    expect((await list('overdue=1')).json().data.map(sn)).toEqual([sns[0]]);
    expect((await get('?state=4')).statusCode).toBe(400);
    expect((await list('', admin, 'en')).json().data[0].state_text).toBe('Approved');
  });

  it('the pharmacist on duty sees can_audit on rows awaiting audit', async () => {
    const rows = (await list('', pharmacist)).json().data;
    expect(rows.map((r: { can_audit: number }) => r.can_audit)).toEqual([0, 1, 1]);
  });

  it('behindOrder lists awaiting audit past the limit, oldest first', async () => {
    // The seed's awaiting prescriptions are older still, so they come first.
    const first = (await get('/behindOrder?page_size=50')).json();
    expect(first.data_total).toBe(seededAwaiting + 1);
    expect(first.data.at(-1)).toMatchObject({ sn: sns[0], is_overdue: 1 });
    t.clock.advance(60);
    expect((await get('/behindOrder?page_size=50')).json().data.slice(-2).map(sn)).toEqual([sns[0], sns[1]]);
  });

  it('the poll check: on for the founder and the pharmacist on duty, off for the clerk and off duty', async () => {
    expect((await get('/behindOrder/check')).json()).toEqual({
      enabled: 1,
      reason: '',
      overdue_minutes: 20,
      poll_interval_ms: 60000,
      notice_duration_ms: 10000,
      overdue_count: seededAwaiting + 2,
    });
    expect((await get('/behindOrder/check', pharmacist)).json()).toMatchObject({
      enabled: 1,
      overdue_count: seededAwaiting + 2,
    });
    expect((await get('/behindOrder/check', clerk)).json()).toMatchObject({
      enabled: 0,
      reason: 'error.rx.pollNoPermission',
      overdue_count: 0,
    });
    // The clerk cannot read the list either.
    expect((await get('/behindOrder', clerk)).statusCode).toBe(423);
    await t.db
      .updateTable('users')
      .set({ work_start_minute: 61, work_end_minute: 120 })
      .where('username', '=', 'pharmacist')
      .execute();
    expect((await get('/behindOrder/check', pharmacist)).json()).toMatchObject({
      enabled: 0,
      reason: 'error.rx.pollOffDuty',
    });
    await t.db
      .updateTable('users')
      .set({ work_start_minute: 61, work_end_minute: 1439 })
      .where('username', '=', 'pharmacist')
      .execute();
  });

  it('detail: prescription, drugs, order lines, audits, masked ID, the §4 rule for the caller', async () => {
    const d = (await get(`/${sns[0]}`, pharmacist)).json();
    expect(d.prescription).toMatchObject({
      inquiry_rxno: 'RX-LIST-0',
      use_person_name: '王一',
      use_person_id_card: expect.stringMatching(/^310104\*{8}\d{3}[\dX]$/),
      diagnosis: '高血压病 2 级',
      images: ['/uploads/rx/demo-prescription.jpg'],
      state: 3,
      is_overdue: 1,
    });
    expect(d.prescription.drugs.length).toBeGreaterThan(0);
    expect(d.prescription.drugs[0]).toMatchObject({ dosage: '口服，一次 1 片，一日 1 次', quantity: 3 });
    expect(d.order.items.length).toBeGreaterThan(0);
    expect(d).toMatchObject({ audits: [], can_audit: 1, cannot_audit_reason: '', cannot_audit_message: '' });
    expect((await get(`/${sns[0]}`)).json()).toMatchObject({
      can_audit: 0,
      cannot_audit_reason: 'error.notPharmacist',
      cannot_audit_message: '仅药师可以进行此操作',
    });
    expect((await get(`/${sns[0]}`, other)).statusCode).toBe(404);
  });

  it('the order detail’s prescription call returns the real prescription and its audits', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/prescription/${sns[2]}`,
      headers: { authorization: admin },
    });
    expect(res.json()).toMatchObject({
      sn: sns[2],
      is_prescription: 1,
      rx_status: 'APPROVED',
      rx_reference: 'RX-LIST-2',
      prescription: { inquiry_rxno: 'RX-LIST-2', state: 1 },
      audits: [{ result: 1, pharmacist_name: '张药师', signature: SIGNATURE }],
    });
    const plain = await placeOrder(t, await orderBody(t, '演示大药房'));
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/prescription/${plain.json().sn}`,
      headers: { authorization: admin },
    });
    expect(none.json()).toMatchObject({ is_prescription: 0, prescription: null, audits: [] });
  });

  it('exports the filtered list as XLSX with the row count header', async () => {
    const res = await get('/export?state=3&keyword=RX-LIST');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('2');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单编号');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([sns[1], sns[0]]);
    expect((await get('/export', clerk)).statusCode).toBe(423);
  });

  it('wechatMsg without the WeChat adapter configured is 503 NOT_CONFIGURED', async () => {
    const res = await get(`/wechatMsg?sn=${sns[0]}&type=1`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
    expect((await get(`/wechatMsg?sn=${sns[0]}&type=5`)).statusCode).toBe(400);
  });
});
