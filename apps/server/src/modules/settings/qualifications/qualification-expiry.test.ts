import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@rxdesk/contract/common/paging';
import type { ExpiryAlerts, LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { licenceStanding, shanghaiDate } from '@rxdesk/contract/settings/qualification-dates';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expiryAlerts } from './expiry-alerts.ts';

const B = '/api/seller/shops/Qualifications';
const DAY = 86_400;
const plusDays = (date: string, n: number) =>
  shanghaiDate(Date.parse(`${date}T12:00:00+08:00`) / 1000 + n * DAY);

describe('licence standing in Shanghai days', () => {
  it('turns the day at Shanghai midnight (16:00 UTC)', () => {
    expect(shanghaiDate(Date.parse('2027-01-31T15:59:59Z') / 1000)).toBe('2027-01-31');
    expect(shanghaiDate(Date.parse('2027-01-31T16:00:00Z') / 1000)).toBe('2027-02-01');
  });
  it('tiers by days left: 181 valid, 180 expiring, 30 urgent, 0 urgent (last day), -1 expired', () => {
    const at = (until: string) =>
      licenceStanding({ valid_from: '2020-01-01', valid_until: until, permanent: 0 }, '2027-01-01');
    expect(at(plusDays('2027-01-01', 181))).toEqual({ status: 'VALID', days_left: 181 });
    expect(at(plusDays('2027-01-01', 180))).toEqual({ status: 'EXPIRING', days_left: 180 });
    expect(at(plusDays('2027-01-01', 31))).toEqual({ status: 'EXPIRING', days_left: 31 });
    expect(at(plusDays('2027-01-01', 30))).toEqual({ status: 'URGENT', days_left: 30 });
    expect(at('2027-01-01')).toEqual({ status: 'URGENT', days_left: 0 });
    expect(at('2026-12-31')).toEqual({ status: 'EXPIRED', days_left: -1 });
    expect(
      licenceStanding({ valid_from: '2020-01-01', valid_until: null, permanent: 1 }, '2099-01-01'),
    ).toEqual({
      status: 'VALID',
      days_left: null,
    });
    expect(
      licenceStanding({ valid_from: '2027-02-01', valid_until: '2032-01-31', permanent: 0 }, '2027-01-01')
        .status,
    ).toBe('NOT_YET_VALID');
  });
  it('alerts per kind on its furthest-reaching record; required licences missing are daily alerts', () => {
    const r = (id: number, kind: string, until: string | null) => ({
      id,
      kind,
      number: `N${id}`,
      valid_from: '2020-01-01',
      valid_until: until,
      permanent: until ? 0 : 1,
    });
    const a = expiryAlerts(
      [
        r(1, 'GSP', '2027-01-20'),
        r(2, 'FOOD_BUSINESS', '2027-03-01'),
        r(3, 'FOOD_BUSINESS', '2031-01-01'),
        r(4, 'MEDICAL_DEVICE', null),
      ],
      '2027-01-01',
    );
    expect(a.rx_sale_blocked).toBe(1);
    expect(a.alerts.map((x) => [x.kind, x.level, x.daily])).toEqual([
      ['YYZZ', 'MISSING', 1],
      ['DRUG_BUSINESS', 'MISSING', 1],
      ['GSP', 'URGENT', 1],
    ]);
  });
});

/** Over HTTP with the test app's ManualClock: the alerts and the Rx on-sale block follow the
 * Shanghai day, and a renewal lifts both. */
describe('expiry alerts and the Rx on-sale block', () => {
  let t: TestApp;
  let admin: string;
  let shopId: number;
  let rxGoods: { id: number; goods_name: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'zh') =>
    t.app.inject({
      method,
      url,
      headers: { authorization: admin, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const relogin = async () => {
    admin = (await t.login('admin', 'admin123')).access_token;
  };
  const setShanghai = async (wall: string) => {
    t.clock.advance(Date.parse(`${wall.replace(' ', 'T')}+08:00`) / 1000 - t.clock.now());
    await relogin();
  };
  const today = () => shanghaiDate(t.clock.now());
  const alerts = async () => {
    const res = await call('GET', `${B}/expiry-alerts`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExpiryAlerts>();
  };
  const one = async (kind: string) =>
    (await call('GET', `${B}/getQualifications/${shopId}?kind=${kind}`)).json<Page<LicenceRecord>>().data[0]!;
  const setUntil = async (kind: string, until: string) => {
    const r = await one(kind);
    const res = await call('POST', `${B}/updateQualifications/${r.id}`, {
      ...r,
      valid_from: '2024-01-01',
      valid_until: until,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LicenceRecord>();
  };
  const alertOf = async (kind: string) => (await alerts()).alerts.find((a) => a.kind === kind);
  const up = (lang = 'zh') => call('PUT', `/api/seller/goods/${rxGoods.id}/up`, undefined, lang);
  const onSale = async () =>
    Number(
      (
        await t.db
          .selectFrom('goods')
          .select('market_enable')
          .where('id', '=', rxGoods.id)
          .executeTakeFirstOrThrow()
      ).market_enable,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await relogin();
    const g = await t.db
      .selectFrom('goods')
      .select(['id', 'goods_name', 'shop_id'])
      .where('is_prescription', '=', 1)
      .where('market_enable', '=', 1)
      .where('recycled_at', 'is', null)
      .where('regulatory_class', '=', 'NONE')
      .orderBy('shop_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rxGoods = { id: Number(g.id), goods_name: g.goods_name };
    shopId = Number(g.shop_id);
    const under = await call('PUT', `/api/seller/goods/${rxGoods.id}/under`, { reason: '资质检查测试' });
    expect(under.statusCode, under.body).toBe(200);
  });
  afterAll(() => t.close());

  it('shows the seeded licence ending within ~60 days as a warning, not daily; permanent ones never', async () => {
    const a = await alerts();
    expect(a.today).toBe(today());
    expect(a.rx_sale_blocked).toBe(0);
    expect(a.alerts).toEqual([
      expect.objectContaining({ kind: 'FOOD_BUSINESS', level: 'WARNING', daily: 0 }),
    ]);
    expect(a.alerts[0]!.days_left).toBeGreaterThan(30);
    expect(a.alerts[0]!.days_left).toBeLessThanOrEqual(60);
  });

  it('tiers at 181 / 180 / 31 / 30 days left', async () => {
    for (const [days, level, daily] of [
      [181, undefined, undefined],
      [180, 'WARNING', 0],
      [31, 'WARNING', 0],
      [30, 'URGENT', 1],
    ] as const) {
      await setUntil('FOOD_BUSINESS', plusDays(today(), days));
      const a = await alertOf('FOOD_BUSINESS');
      expect(a?.level, String(days)).toBe(level);
      expect(a?.daily, String(days)).toBe(daily);
      if (a) expect(a.days_left).toBe(days);
    }
    // A renewal recorded as a new record ends the old one's alert.
    const renewed = await call('POST', `${B}/addQualifications/${shopId}`, {
      ...(await one('FOOD_BUSINESS')),
      kind: 'FOOD_BUSINESS',
      number: 'JY13101150099999',
      valid_from: today(),
      valid_until: plusDays(today(), 1825),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await alertOf('FOOD_BUSINESS')).toBeUndefined();
  });

  it('keeps a drug licence valid all of its last Shanghai day, then blocks Rx on-sale until renewed', async () => {
    const last = today();
    await setUntil('DRUG_BUSINESS', last);
    await setShanghai(`${last} 23:59:59`);
    expect(await alertOf('DRUG_BUSINESS')).toMatchObject({ level: 'URGENT', days_left: 0, daily: 1 });
    expect((await alerts()).rx_sale_blocked).toBe(0);
    const ok = await up();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await onSale()).toBe(1);
    expect((await call('PUT', `/api/seller/goods/${rxGoods.id}/under`, { reason: '测试' })).statusCode).toBe(
      200,
    );

    t.clock.advance(1); // Shanghai midnight: the licence has expired.
    expect(await alertOf('DRUG_BUSINESS')).toMatchObject({ level: 'EXPIRED', days_left: -1, daily: 1 });
    expect((await alerts()).rx_sale_blocked).toBe(1);
    const refused = await up();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `本店的药品经营许可证已于 ${last} 过期，处方药“${rxGoods.goods_name}”不能上架。请先在“资质管理”中登记换发后的许可证`,
    );
    expect((await up('en')).json().message).toContain(`expired on ${last}`);
    expect(await onSale()).toBe(0);
    // A batch that names it is refused whole.
    const other = await t.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('is_prescription', '=', 0)
      .where('market_enable', '=', 0)
      .where('is_auth', '=', 1)
      .where('recycled_at', 'is', null)
      .executeTakeFirst();
    if (other)
      expect((await call('PUT', `/api/seller/goods/${other.id},${rxGoods.id}/up`)).statusCode).toBe(409);

    await setUntil('DRUG_BUSINESS', plusDays(today(), 1825));
    expect((await alerts()).rx_sale_blocked).toBe(0);
    expect(await alertOf('DRUG_BUSINESS')).toBeUndefined();
    expect((await up()).statusCode).toBe(200);
    expect(await onSale()).toBe(1);
  });

  it('blocks Rx on-sale when the drug licence is deleted (missing), until one is recorded', async () => {
    expect((await call('PUT', `/api/seller/goods/${rxGoods.id}/under`, { reason: '测试' })).statusCode).toBe(
      200,
    );
    const drug = await one('DRUG_BUSINESS');
    expect((await call('POST', `${B}/delQualifications/${drug.id}`)).statusCode).toBe(200);
    expect(await alertOf('DRUG_BUSINESS')).toMatchObject({ level: 'MISSING', id: null, daily: 1 });
    const refused = await up();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('本店未登记药品经营许可证');
    const { id: _id, status: _s, days_left: _d, version: _v, ...fields } = drug;
    const added = await call('POST', `${B}/addQualifications/${shopId}`, {
      ...fields,
      valid_from: plusDays(today(), 1),
      valid_until: plusDays(today(), 1826),
    });
    expect(added.statusCode, added.body).toBe(200);
    // Recorded but in force only from tomorrow: still refused, saying from when.
    expect((await up()).json().message).toContain(`自 ${plusDays(today(), 1)} 起生效`);
    await setShanghai(`${plusDays(today(), 1)} 00:00:00`);
    expect((await up()).statusCode).toBe(200);
  });
});
