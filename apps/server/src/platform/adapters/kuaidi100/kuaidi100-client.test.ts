import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKuaidi100, type FakeKuaidi100 } from '../../../testing/fakes/fake-kuaidi100.ts';
import {
  Kuaidi100Client,
  Kuaidi100Error,
  Kuaidi100SignatureError,
  type WaybillRequest,
} from './kuaidi100-client.ts';
import { parseKuaidi100Config } from './kuaidi100-config.ts';
import { signLabel, signPush, signQuery } from './kuaidi100-sign.ts';

const CREDS = { key: 'k100-key', secret: 'k100-secret', customer: 'CUST0001' };
const SALT = 'salt-0123456789';

const request = (over: Partial<WaybillRequest> = {}): WaybillRequest => ({
  kuaidicom: 'zhongtong',
  partnerId: 'ZT0001',
  partnerKey: 'pk',
  net: '',
  payType: 'MONTHLY',
  orderId: 'SN0001',
  recMan: { name: '刘晓梅', mobile: '13912345678', printAddr: '上海市浦东新区世纪大道 100 号' },
  sendMan: { name: '演示大药房', mobile: '02100000000', printAddr: '上海市徐汇区' },
  cargo: '药品',
  count: 1,
  remark: '',
  ...over,
});

describe('Kuaidi100 adapter against the fake', () => {
  let fake: FakeKuaidi100;
  let client: Kuaidi100Client;
  beforeAll(async () => {
    fake = await startFakeKuaidi100(CREDS);
    client = new Kuaidi100Client({
      baseUrl: fake.url,
      ...CREDS,
      callbackSalt: SALT,
      callbackUrl: 'http://127.0.0.1:9/cb',
    });
  });
  afterAll(() => fake.close());

  it('signs as documented: MD5 upper-case of param+t+key+secret, param+key+customer, param+salt', () => {
    const md5 = (s: string) => createHash('md5').update(s).digest('hex').toUpperCase();
    expect(signLabel('{"a":1}', '1700000000000', 'k', 's')).toBe(md5('{"a":1}1700000000000ks'));
    expect(signQuery('{"a":1}', 'k', 'c')).toBe(md5('{"a":1}kc'));
    expect(signPush('{"a":1}', 'salt')).toBe(md5('{"a":1}salt'));
    expect(signLabel('x', '1', 'k', 's')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('issues a waybill number with the account and parcel sent as param', async () => {
    const issued = await client.createWaybill(request());
    expect(issued.kuaidinum).toMatch(/^\d+$/);
    expect(issued.taskId).toBeTruthy();
    expect(fake.waybills.at(-1)?.param).toMatchObject({
      kuaidicom: 'zhongtong',
      partnerId: 'ZT0001',
      payType: 'MONTHLY',
    });
  });

  it('reports the provider refusal and a wrong secret as Kuaidi100Error', async () => {
    fake.failFor('SN-FAIL');
    await expect(client.createWaybill(request({ orderId: 'SN-FAIL' }))).rejects.toThrow(/超区/);
    const wrong = new Kuaidi100Client({
      baseUrl: fake.url,
      ...CREDS,
      secret: 'nope',
      callbackSalt: SALT,
      callbackUrl: null,
    });
    await expect(wrong.createWaybill(request())).rejects.toThrow(/签名错误/);
    const down = new Kuaidi100Client({
      baseUrl: 'http://127.0.0.1:9',
      ...CREDS,
      callbackSalt: SALT,
      callbackUrl: null,
    });
    await expect(down.createWaybill(request())).rejects.toBeInstanceOf(Kuaidi100Error);
  });

  it('subscribes (twice is fine), queries with the customer sign, and reads signed pushes only', async () => {
    await client.subscribe('zhongtong', '7500001', '13912345678');
    await client.subscribe('zhongtong', '7500001', '13912345678');
    expect(fake.subscriptions.get('zhongtong/7500001')).toEqual({
      callbackurl: 'http://127.0.0.1:9/cb',
      salt: SALT,
    });
    await expect(client.query('zhongtong', '7500001', '')).rejects.toThrow(/查询无结果/);
    fake.setTrace('zhongtong', '7500001', {
      state: 3,
      ischeck: 1,
      data: [{ time: '2026-11-20 10:00:00', ftime: '2026-11-20 10:00:00', context: '已签收' }],
    });
    expect(await client.query('zhongtong', '7500001', '')).toMatchObject({
      state: 3,
      ischeck: true,
      nu: '7500001',
    });
    const param = JSON.stringify({
      status: 'polling',
      lastResult: { nu: '7500001', com: 'zhongtong', state: '0', ischeck: '0', data: [] },
    });
    expect(client.parsePush(param, signPush(param, SALT))).toMatchObject({
      nu: '7500001',
      state: 0,
      ischeck: false,
    });
    expect(() => client.parsePush(param, signPush(param, 'other'))).toThrow(Kuaidi100SignatureError);
  });

  it('is configured with all five variables or none', () => {
    expect(parseKuaidi100Config({})).toBeNull();
    expect(() => parseKuaidi100Config({ KUAIDI100_KEY: 'k' })).toThrow(/missing KUAIDI100_BASE_URL/);
    const all = {
      KUAIDI100_BASE_URL: 'https://api.kuaidi100.com/',
      KUAIDI100_KEY: 'k',
      KUAIDI100_CUSTOMER: 'c',
      KUAIDI100_SECRET: 's',
      KUAIDI100_CALLBACK_SALT: 'salt-salt',
    };
    expect(parseKuaidi100Config(all)).toMatchObject({
      baseUrl: 'https://api.kuaidi100.com',
      callbackUrl: null,
    });
  });
});
