import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';
import { goodsOf, orderBody, placeOrder } from '../../testing/orders.ts';
import { startFakeWechatMp } from '../../testing/fakes/fake-wechat-mp.ts';
import { SIGNATURE, advanceToShanghai, prescriptionFor } from '../../testing/prescriptions.ts';

const BASE = '/api/seller/prescription/prescriptionOrder';
const FOLLOWER = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M';

describe('wechatMsg through the WeChat template-message adapter (local fake)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeWechatMp>>;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakeWechatMp({ appId: 'wx-app', appSecret: 'wx-secret', openids: [FOLLOWER] });
    t = await createTestApp({
      WECHAT_MP_BASE_URL: fake.url,
      WECHAT_MP_APP_ID: 'wx-app',
      WECHAT_MP_APP_SECRET: 'wx-secret',
      WECHAT_MP_TEMPLATE_MEDICATION: 'tpl-medication',
      WECHAT_MP_TEMPLATE_VOUCHER: 'tpl-voucher',
      WECHAT_MP_TEMPLATE_AUDIT_REJECTED: 'tpl-rejected',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    advanceToShanghai(t.clock, 10);
    admin = (await t.login('admin', 'admin123')).access_token;
  });

  const placeRx = async (openid?: string) => {
    const body = await orderBody(t, '演示大药房', {}, true);
    const goods = await goodsOf(t, body);
    const res = await placeOrder(t, {
      ...body,
      prescription: prescriptionFor(goods, body.rx_reference!, {
        ...(openid ? { wechat_openid: openid } : {}),
        medical_remind_time: 1_800_000_000,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string }>().sn;
  };
  const remind = (sn: string, type: number) =>
    t.app.inject({
      method: 'GET',
      url: `${BASE}/wechatMsg?sn=${sn}&type=${type}`,
      headers: { authorization: admin },
    });
  const notices = (sn: string) =>
    t.db
      .selectFrom('buyer_notices as n')
      .innerJoin('orders as o', 'o.id', 'n.order_id')
      .select(['n.kind', 'n.status', 'n.error'])
      .where('o.sn', '=', sn)
      .orderBy('n.id')
      .execute();

  it('sends the medication and the voucher reminders and records the last reminder time', async () => {
    const sn = await placeRx(FOLLOWER);
    const res = await remind(sn, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sn, type: 1, sent_at: t.clock.now() });
    expect(fake.sent.at(-1)).toMatchObject({
      touser: FOLLOWER,
      template_id: 'tpl-medication',
      data: {
        character_string1: { value: sn },
        thing2: { value: '刘晓梅' },
        time4: { value: '2027-01-15 16:00' },
      },
    });
    expect((await remind(sn, 2)).statusCode).toBe(200);
    expect(fake.sent.at(-1)!.template_id).toBe('tpl-voucher');
    expect(await notices(sn)).toEqual([
      { kind: 'MEDICATION', status: 'SENT', error: '' },
      { kind: 'VOUCHER', status: 'SENT', error: '' },
    ]);
    const rows = await t.app.inject({
      method: 'GET',
      url: `${BASE}?keyword=${sn}`,
      headers: { authorization: admin },
    });
    expect(rows.json().data[0].last_remind_time).toBe(t.clock.now());
  });

  it('renews a revoked access token once and still sends', async () => {
    const sn = await placeRx(FOLLOWER);
    fake.revokeTokens();
    const sent = fake.sent.length;
    expect((await remind(sn, 1)).statusCode).toBe(200);
    expect(fake.sent.length).toBe(sent + 1);
  });

  it('a buyer without WeChat, or one WeChat refuses, is a clear 409 and recorded', async () => {
    const none = await placeRx();
    const a = await remind(none, 1);
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('该买家未绑定微信，无法发送提醒');
    expect(await notices(none)).toEqual([{ kind: 'MEDICATION', status: 'NO_RECIPIENT', error: '' }]);

    const stranger = await placeRx('o6_not_a_follower');
    const b = await remind(stranger, 1);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toContain('43004');
    expect(await notices(stranger)).toEqual([
      { kind: 'MEDICATION', status: 'FAILED', error: '43004 require subscribe' },
    ]);
  });

  it('a rejection tells the buyer through the rejection template', async () => {
    const sn = await placeRx(FOLLOWER);
    const pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/audit/${sn}/2`,
      headers: { authorization: pharmacist },
      payload: {
        audit_password: md5('audit123'),
        signature: SIGNATURE,
        reject_codes: ['DIAGNOSIS_MISMATCH'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.sent.at(-1)).toMatchObject({ touser: FOLLOWER, template_id: 'tpl-rejected' });
    expect(fake.sent.at(-1)!.data.thing5!.value).toContain('处方审核未通过');
    expect(await notices(sn)).toEqual([{ kind: 'AUDIT_REJECTED', status: 'SENT', error: '' }]);
    // A cancelled order gets no more reminders.
    expect((await remind(sn, 1)).json().message).toBe('订单已取消或已完成，不能再发送提醒');
  });

  it('a partial configuration stops the start, naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/rxdesk-cfg-test', WECHAT_MP_APP_ID: 'wx' })).toThrow(
      /WECHAT_MP_APP_SECRET/,
    );
  });
});
