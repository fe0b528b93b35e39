import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@rxdesk/contract/common/paging';
import type {
  ExpiryAlerts,
  LicenceHistoryRow,
  LicenceRecord,
} from '@rxdesk/contract/settings/qualifications';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';

const B = '/api/seller/shops/Qualifications';

/** Issue 24 over HTTP: every §7 qualification call, validation, history, shop isolation, the
 * founder's expiry alerts and the Rx on-sale block. */
describe('qualifications', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let shopId: number;
  let otherShop: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'zh') =>
    t.app.inject({
      method,
      url,
      headers: { authorization: token, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const as = (method: 'GET' | 'POST', url: string, payload?: object) => call(admin, method, url, payload);
  const scan = '/api/files/' + 'a'.repeat(64) + '.png';
  const licence = (over: Record<string, unknown> = {}) => ({
    kind: 'DRUG_BUSINESS',
    holder_name: '上海演示大药房有限公司',
    number: '沪AA0210999',
    issuer: '上海市药品监督管理局',
    quality_officer: '李芳',
    valid_from: '2024-01-01',
    valid_until: '2029-12-31',
    images: [scan],
    ...over,
  });
  const list = async (q = '') => {
    const res = await as('GET', `${B}/getQualifications/${shopId}${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<LicenceRecord>>();
  };
  const alerts = async () => {
    const res = await as('GET', `${B}/expiry-alerts`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExpiryAlerts>();
  };
  const historyOf = async (id: number) => {
    const res = await as('GET', `${B}/history/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LicenceHistoryRow[]>();
  };
  const drugLicence = async () => (await list('?kind=DRUG_BUSINESS')).data[0]!;

  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    const shopOf = async (username: string) =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select('shop_id')
            .where('username', '=', username)
            .executeTakeFirstOrThrow()
        ).shop_id,
      );
    shopId = await shopOf('admin');
    otherShop = await shopOf('kangning');
  });
  afterAll(() => t.close());

  it('reads the seeded business licence and the five licences, by kind and by page', async () => {
    const yyzz = await as('GET', `${B}/getYyzzByShopId/${shopId}`);
    expect(yyzz.statusCode, yyzz.body).toBe(200);
    expect(yyzz.json<LicenceRecord>()).toMatchObject({
      kind: 'YYZZ',
      number: '91310115MA1H8XK27Q',
      permanent: 1,
      valid_until: null,
      status: 'VALID',
      days_left: null,
    });
    expect(yyzz.json<LicenceRecord>().images[0]).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    const all = await list();
    expect(all.data_total).toBe(5);
    expect(new Set(all.data.map((r) => r.kind)).size).toBe(5);
    const food = (await list('?kind=FOOD_BUSINESS')).data;
    expect(food).toHaveLength(1);
    expect(food[0]).toMatchObject({ status: 'EXPIRING', quality_officer: '李芳' });
    const page = await list('?page_no=2&page_size=2');
    expect(page).toMatchObject({ page_no: 2, page_size: 2, data_total: 5 });
    expect(page.data).toHaveLength(2);
    expect((await as('GET', `${B}/getQualifications/${shopId}?kind=NOPE`)).statusCode).toBe(400);
  });

  it('refuses bad input with 400 naming the field (zh and en), and writes nothing', async () => {
    const before = (await list()).data_total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '' }, 'number', '请填写此项！'],
      [{ valid_until: '2023-12-31' }, 'valid_until', '有效期截止日期不能早于起始日期'],
      [{ valid_until: '' }, 'valid_until', '请填写有效期截止日期，或选择长期有效'],
      [{ valid_from: '2024-02-30' }, 'valid_from', '请输入正确的日期（YYYY-MM-DD）'],
      [{ permanent: 1, valid_until: '' }, 'permanent', '此类证照须填写有效期截止日期，不能选择长期有效'],
      [{ quality_officer: '' }, 'quality_officer', '请填写质量负责人'],
      [{ images: [] }, 'images', '请上传证照扫描件'],
      [{ kind: 'PASSPORT' }, 'kind', '请选择资质类型'],
    ];
    for (const [over, field, message] of cases) {
      const res = await as('POST', `${B}/addQualifications/${shopId}`, licence(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(over)).toContain(message);
      expect(res.body).toContain(field);
    }
    const en = await call(
      admin,
      'POST',
      `${B}/addQualifications/${shopId}`,
      licence({ quality_officer: '' }),
      'en',
    );
    expect(en.json().message).toContain('Enter the quality officer');
    const badCode = await as(
      'POST',
      `${B}/updateYyzz/${(await as('GET', `${B}/getYyzzByShopId/${shopId}`)).json<LicenceRecord>().id}`,
      {
        ...licence(),
        number: '91310115MA1H8XK2IO',
        permanent: 1,
      },
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain('统一社会信用代码');
    expect((await list()).data_total).toBe(before);
  });

  it('adds, updates (version-checked) and deletes a licence, keeping every change in its history and the log', async () => {
    const added = await as(
      'POST',
      `${B}/addQualifications/${shopId}`,
      licence({ kind: 'GSP', number: 'SH-GSP-2025-0001' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const rec = added.json<LicenceRecord>();
    expect(rec).toMatchObject({ kind: 'GSP', version: 1, updated_by: expect.any(String) });
    const up = await as('POST', `${B}/updateQualifications/${rec.id}`, {
      ...licence({ number: 'SH-GSP-2025-0002', quality_officer: '张伟' }),
      version: 1,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<LicenceRecord>()).toMatchObject({ number: 'SH-GSP-2025-0002', version: 2, kind: 'GSP' });
    // A stale version (someone saved in between) changes nothing.
    const stale = await as('POST', `${B}/updateQualifications/${rec.id}`, {
      ...licence({ number: 'X-1' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('刷新');
    // Two saves of the same version at once: exactly one wins.
    const race = await Promise.all(
      ['R-1', 'R-2'].map((n) =>
        as('POST', `${B}/updateQualifications/${rec.id}`, { ...licence({ number: n }), version: 2 }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const del = await as('POST', `${B}/delQualifications/${rec.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await as('POST', `${B}/delQualifications/${rec.id}`)).statusCode).toBe(404);
    expect((await list('?kind=GSP')).data.map((r) => r.id)).not.toContain(rec.id);
    const history = await historyOf(rec.id);
    expect(history.map((h) => h.action)).toEqual(['ADD', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(history[1]!.snapshot).toMatchObject({
      number: 'SH-GSP-2025-0002',
      quality_officer: '张伟',
      version: 2,
    });
    expect(history[3]!.snapshot.number).toMatch(/^R-[12]$/);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'detail'])
      .where('shop_id', '=', shopId)
      .where('target', '=', String(rec.id))
      .where('target_type', '=', 'qualification')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual([
      'qualification.add',
      'qualification.update',
      'qualification.update',
      'qualification.delete',
    ]);
    expect(JSON.parse(logs[1]!.detail).changes.number).toEqual({
      from: 'SH-GSP-2025-0001',
      to: 'SH-GSP-2025-0002',
    });
  });

  it('keeps one business licence per shop: a second add is 409; delete then add works', async () => {
    const yyzz = (await as('GET', `${B}/getYyzzByShopId/${shopId}`)).json<LicenceRecord>();
    const body = {
      ...licence(),
      kind: undefined,
      number: '91310115MA1H8XK27Q',
      permanent: 1,
      valid_until: '',
    };
    const twice = await as('POST', `${B}/addYyzz/${shopId}`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('本店已登记营业执照，请修改现有记录');
    const updated = await as('POST', `${B}/updateYyzz/${yyzz.id}`, { ...body, legal_person: '赵敏' });
    expect(updated.statusCode, updated.body).toBe(200);
    // A business-licence call does not reach another kind's record, nor the reverse.
    const drug = await drugLicence();
    expect((await as('POST', `${B}/updateYyzz/${drug.id}`, body)).statusCode).toBe(404);
    expect((await as('POST', `${B}/delQualifications/${yyzz.id}`)).statusCode).toBe(404);
    expect((await as('POST', `${B}/del/${yyzz.id}`)).statusCode).toBe(200);
    const none = await as('GET', `${B}/getYyzzByShopId/${shopId}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await alerts()).alerts).toContainEqual(
      expect.objectContaining({ kind: 'YYZZ', level: 'MISSING', daily: 1 }),
    );
    const again = await as('POST', `${B}/addYyzz/${shopId}`, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((await historyOf(yyzz.id)).map((h) => h.action)).toEqual(['ADD', 'UPDATE', 'DELETE']);
    expect((await historyOf(again.json<LicenceRecord>().id)).map((h) => h.action)).toEqual(['ADD']);
  });

  it('answers 404 for everything addressed by or to another shop, and changes nothing', async () => {
    const drug = await drugLicence();
    const yyzz = (await as('GET', `${B}/getYyzzByShopId/${shopId}`)).json<LicenceRecord>();
    const calls: [string, string, object?][] = [
      ['GET', `${B}/getYyzzByShopId/${shopId}`],
      [
        'POST',
        `${B}/addYyzz/${shopId}`,
        { ...licence(), number: '91330106MA2CFR8L3K', permanent: 1, valid_until: '' },
      ],
      ['POST', `${B}/updateYyzz/${yyzz.id}`, { ...licence(), number: '91330106MA2CFR8L3K', permanent: 1 }],
      ['POST', `${B}/del/${yyzz.id}`],
      ['GET', `${B}/getQualifications/${shopId}`],
      ['POST', `${B}/addQualifications/${shopId}`, licence()],
      ['POST', `${B}/updateQualifications/${drug.id}`, licence()],
      ['POST', `${B}/delQualifications/${drug.id}`],
      ['GET', `${B}/history/${drug.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(other, method as 'GET' | 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Its own shop id works for the other founder, and sees only its own records.
    const own = await call(other, 'GET', `${B}/getQualifications/${otherShop}`);
    expect(own.json<Page<LicenceRecord>>().data.map((r) => r.number)).toEqual(['浙CA5710026']);
    expect(await drugLicence()).toMatchObject({ id: drug.id, version: drug.version });
    expect((await as('GET', `${B}/getYyzzByShopId/${shopId}`)).json()).toMatchObject({ id: yyzz.id });
  });
});
