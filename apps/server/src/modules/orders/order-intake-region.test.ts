import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { DEMO_KEY, TEST_REGION, orderBody, placeOrder } from '../../testing/orders.ts';

const SHOP = '演示大药房';
const REGION_FIELD = 'consignee.region_ids';

// POST /api/open/orders: a delivered order's consignee region must be a complete path of the
// regions table, as the seller's address change requires, and the stored names are the table's.
describe('order intake: consignee region path', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  /** The default body with the consignee's region path (and any extra consignee keys) replaced. */
  const body = async (
    shipping: IntakeOrderBody['shipping_type'],
    regionIds: string,
    extra: Record<string, unknown> = {},
  ): Promise<IntakeOrderBody> => {
    const b = await orderBody(t, SHOP, { shipping_type: shipping });
    return { ...b, consignee: { ...b.consignee, region_ids: regionIds, ...extra } };
  };
  const stored = (sn: string) =>
    t.db
      .selectFrom('orders')
      .select(['region_ids', 'region_names', 'address'])
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
  /** What a refused intake must leave untouched: the shop's orders and the goods' stock. */
  const snapshot = async (b: IntakeOrderBody) => ({
    orders: (await t.db.selectFrom('orders').select('id').where('shop_id', '=', 1).execute()).length,
    stock: await t.db
      .selectFrom('goods')
      .select(['goods_code', 'stock'])
      .where('shop_id', '=', 1)
      .where(
        'goods_code',
        'in',
        b.items.map((i) => i.goods_code),
      )
      .orderBy('goods_code')
      .execute(),
  });
  const keyRows = (key: string) =>
    t.db.selectFrom('idempotency_keys').select('state').where('key', '=', key).execute();

  it('accepts a complete path and stores the names of the regions table, not the client’s', async () => {
    // An older client still sends its own names: they are dropped, never stored.
    const b = await body('EXPRESS', TEST_REGION.ids, { region_names: '火星 奥林匹斯山' });
    const res = await placeOrder(t, b);
    expect(res.statusCode, res.body).toBe(201);
    const { sn } = res.json<{ sn: string }>();
    expect(await stored(sn)).toEqual({
      region_ids: TEST_REGION.ids,
      region_names: TEST_REGION.names,
      address: b.consignee.address,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/detail/${sn}`,
      headers: { authorization: admin },
    });
    expect(detail.json()).toMatchObject({ region_ids: TEST_REGION.ids, region_names: TEST_REGION.names });
  });

  it('same-city delivery is held to the same rule; spaces around the path are trimmed', async () => {
    const res = await placeOrder(t, await body('SAME_CITY', ' 33,3301,330106,330106002 '));
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json<{ sn: string }>().sn)).toMatchObject({
      region_ids: '33,3301,330106,330106002',
      region_names: '浙江省 杭州市 西湖区 北山街道',
    });
  });

  it('refuses a missing, incomplete, unknown or disjoint path and changes nothing', async () => {
    const refused = {
      'missing (express)': ['EXPRESS', '', 'rule.region'],
      'missing (same-city)': ['SAME_CITY', '', 'rule.region'],
      'stops at the district': ['EXPRESS', '33,3301,330106', 'chain'],
      'stops at the province': ['SAME_CITY', '33', 'chain'],
      'unknown town': ['EXPRESS', '33,3301,330106,330106999', 'chain'],
      'unknown province': ['EXPRESS', '99,9901,990101,990101001', 'chain'],
      'town of another district': ['EXPRESS', '33,3301,330106,330102001', 'chain'],
      'district of another city': ['SAME_CITY', '33,3302,330106,330106002', 'chain'],
      'city of another province': ['EXPRESS', '31,3301,330106,330106002', 'chain'],
      'skips the city': ['EXPRESS', '33,330106,330106002', 'chain'],
      'not a list': ['EXPRESS', '33;3301;330106;330106002', 'chain'],
      'more than four': ['EXPRESS', '33,3301,330106,330106002,1', 'chain'],
    } as const;
    const messages = {
      'rule.region': '请选择所在地区，直到乡镇（街道）！',
      chain: '所选地区不存在或不完整，请重新选择所在地区',
    };
    const before = await snapshot(await body('EXPRESS', ''));
    for (const [why, [shipping, ids, message]] of Object.entries(refused)) {
      const b = await body(shipping, ids);
      const res = await placeOrder(t, b, DEMO_KEY, `region-refused-${why.replace(/\W/g, '-')}`);
      expect(res.statusCode, why).toBe(400);
      expect(res.json(), why).toMatchObject({
        code: 'VALIDATION',
        field: REGION_FIELD,
        message: messages[message],
      });
    }
    // No order, no stock reserved, and no Idempotency-Key held by a refusal.
    expect(await snapshot(await body('EXPRESS', ''))).toEqual(before);
    const held = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'like', 'region-refused-%')
      .execute();
    expect(held).toEqual([]);
  });

  it('says why in the caller’s language', async () => {
    const send = async (ids: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/open/orders',
          headers: { 'x-api-key': DEMO_KEY, 'accept-language': 'en' },
          payload: await body('EXPRESS', ids),
        })
      ).json();
    expect((await send('33,3301,330106')).message).toBe(
      'The chosen region does not exist or is incomplete; choose the region again',
    );
    expect((await send('')).message).toBe('Choose the region down to the town or street.');
  });

  it('self pick-up may come without a region; one it carries must still be complete', async () => {
    const none = await placeOrder(
      t,
      await body('SELF_PICK', '', { region_names: '上海市 浦东新区', address: '' }),
    );
    expect(none.statusCode, none.body).toBe(201);
    expect(await stored(none.json<{ sn: string }>().sn)).toEqual({
      region_ids: '',
      region_names: '',
      address: '',
    });
    const complete = await placeOrder(t, await body('SELF_PICK', TEST_REGION.ids));
    expect(complete.statusCode, complete.body).toBe(201);
    expect(await stored(complete.json<{ sn: string }>().sn)).toMatchObject({
      region_ids: TEST_REGION.ids,
      region_names: TEST_REGION.names,
    });
    const broken = await placeOrder(t, await body('SELF_PICK', '31,3101,310115'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe(REGION_FIELD);
  });

  it('after a refusal the same Idempotency-Key places the corrected order once', async () => {
    const key = 'region-retry-0001';
    const wrong = await body('EXPRESS', '33,3301,330106');
    const before = await snapshot(wrong);
    const first = await placeOrder(t, wrong, DEMO_KEY, key);
    expect(first.statusCode).toBe(400);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows(key)).toEqual([]);
    expect(await snapshot(wrong)).toEqual(before);
    // The same wrong body again is checked again, not answered from a stored refusal.
    const again = await placeOrder(t, wrong, DEMO_KEY, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();

    const fixed = { ...wrong, consignee: { ...wrong.consignee, region_ids: TEST_REGION.ids } };
    const placed = await placeOrder(t, fixed, DEMO_KEY, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows(key)).toEqual([{ state: 'done' }]);
    const replay = await placeOrder(t, fixed, DEMO_KEY, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().sn).toBe(placed.json().sn);
    expect((await snapshot(fixed)).orders).toBe(before.orders + 1);
    // Once the key holds an order, the refused body under it is another request: 422.
    expect((await placeOrder(t, wrong, DEMO_KEY, key)).statusCode).toBe(422);
  });
});
