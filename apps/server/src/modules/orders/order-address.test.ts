import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';

// PUT {sn}/address with the §2 region picker: the region is an id path that the server checks
// against the regions table, and the names it stores come from that table.
describe('order address change: region path', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const place = async () => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房'));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string }>().sn;
  };
  const stored = (sn: string) =>
    t.db
      .selectFrom('orders')
      .select(['consignee_name', 'region_ids', 'region_names', 'address', 'updated_at'])
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
  const logCount = async (sn: string) =>
    (
      await t.db
        .selectFrom('order_logs as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .where('o.sn', '=', sn)
        .select('l.id')
        .execute()
    ).length;
  const change = (sn: string, body: Record<string, unknown>, token = admin, lang = 'zh') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/seller/trade/orders/${sn}/address`,
      headers: { authorization: token, 'accept-language': lang },
      payload: {
        consignee_name: '张三',
        consignee_mobile: '13900002222',
        address: '文三路 90 号',
        ...body,
      },
    });

  it('stores the path and the names of the regions table, whatever names the client sends', async () => {
    const sn = await place();
    const res = await change(sn, {
      region_ids: '33,3301,330106,330106002',
      region_names: '火星 奥林匹斯山',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(sn)).toMatchObject({
      consignee_name: '张三',
      region_ids: '33,3301,330106,330106002',
      region_names: '浙江省 杭州市 西湖区 北山街道',
      address: '文三路 90 号',
    });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/trade/orders/detail/${sn}`,
        headers: { authorization: admin },
      })
    ).json();
    expect(detail.region_names).toBe('浙江省 杭州市 西湖区 北山街道');
    const log = await t.db
      .selectFrom('order_logs as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .where('o.sn', '=', sn)
      .where('l.action', '=', 'address')
      .select('l.message')
      .executeTakeFirstOrThrow();
    expect(log.message).toContain('浙江省 杭州市 西湖区 北山街道');
    expect(log.message).not.toContain('火星');
  });

  it('refuses a broken path with 400 on region_ids and changes nothing', async () => {
    const sn = await place();
    const before = await stored(sn);
    const logsBefore = await logCount(sn);
    const broken = {
      'missing region': '',
      'not a list': '33;3301',
      'stops at the district': '33,3301,330106',
      'stops at the province': '33',
      'unknown town': '33,3301,330106,330106999',
      'town of another district': '33,3301,330106,330102001',
      'district of another city': '33,3302,330106,330106002',
      'skips the city': '33,330106,330106002',
      'does not start at a province': '3301,330106,330106002',
      'ids in reverse': '330106002,330106,3301,33',
      'more than four': '33,3301,330106,330106002,1',
    };
    for (const [why, region_ids] of Object.entries(broken)) {
      const res = await change(sn, { region_ids, region_names: '浙江省 杭州市 西湖区 北山街道' });
      expect(res.statusCode, why).toBe(400);
      expect(res.json().field, why).toBe('region_ids');
    }
    expect(await stored(sn)).toEqual(before);
    expect(await logCount(sn)).toBe(logsBefore);
  });

  it('says why in the caller’s language', async () => {
    const sn = await place();
    const zh = await change(sn, { region_ids: '33,3301,330106' });
    expect(zh.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'region_ids',
      message: '所选地区不存在或不完整，请重新选择所在地区',
    });
    const en = await change(sn, { region_ids: '33,3301,330106' }, admin, 'en');
    expect(en.json().message).toBe(
      'The chosen region does not exist or is incomplete; choose the region again',
    );
  });

  it("another shop's order stays 404 even with a valid path", async () => {
    const sn = await place();
    const res = await change(sn, { region_ids: '11,1101,110101,110101001' }, other);
    expect(res.statusCode).toBe(404);
  });
});
