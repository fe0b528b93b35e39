import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPromotion, PrintData } from '@rxdesk/contract/orders/orders';
import type { FullDiscountTierInput } from '@rxdesk/contract/promotions/full-discounts';
import { expressOrderBody, placeOrder } from '../../../testing/orders.ts';
import { closeAllPromotions } from '../../../testing/promotion-rows.ts';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86_400;

/** A full-cut tier's gift, coupon and points at intake (issue 22): the gift taken from its stock
 * in the order's transaction (not granted when out of stock, the order goes on), returned on
 * cancel; the coupon issued within its total; the points earned when the order completes. */
describe('full-cut tier extras at intake: gifts, coupon, points', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());
  afterEach(() => closeAllPromotions(t));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: admin, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const gift = async (stock: number) => {
    const res = await call('POST', '/seller/promotion/full-discount-gifts', {
      name: '便携药盒',
      price: '9.9',
      stock,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ gift_id: number }>().gift_id;
  };
  /** A running whole-shop full cut: ¥20 reached (two OTC01007 at ¥12) gives the tier. */
  const fullCut = async (tier: Omit<FullDiscountTierInput, 'threshold'>) => {
    const res = await call('POST', '/seller/promotion/full-discounts', {
      title: '满20赠礼',
      start_time: t.clock.now(),
      end_time: t.clock.now() + 3600,
      scope: 'ALL',
      tiers: [{ threshold: '20', ...tier }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ promotion_id: number }>().promotion_id;
  };
  const place = async (mobile?: string) => {
    const res = await placeOrder(
      t,
      expressOrderBody([{ goods_code: 'OTC01007', num: 2 }], mobile ? { member_mobile: mobile } : {}),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sn: string }>().sn;
  };
  const record = async (sn: string) => {
    const res = await call('GET', `/seller/trade/orders/${sn}/promotion`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderPromotion>();
  };
  const stockOf = async (giftId: number) => {
    const g = await t.db
      .selectFrom('promotion_gifts')
      .select('stock')
      .where('id', '=', giftId)
      .executeTakeFirstOrThrow();
    const sum = await t.db
      .selectFrom('promotion_gift_stock')
      .select((eb) => eb.fn.sum<number>('change').as('n'))
      .where('gift_id', '=', giftId)
      .executeTakeFirstOrThrow();
    // The counter and the ledger never disagree.
    expect(Number(g.stock)).toBe(Number(sum.n ?? 0));
    return Number(g.stock);
  };

  it('takes one gift from stock in the order and records it; the record and the receipt show it', async () => {
    const giftId = await gift(2);
    const promotionId = await fullCut({ minus: '1', gift_id: giftId });
    const sn = await place();
    expect(await stockOf(giftId)).toBe(1);
    const rows = await t.db
      .selectFrom('promotion_gift_stock')
      .select(['change', 'reason', 'ref'])
      .where('gift_id', '=', giftId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.change), r.reason, r.ref])).toEqual([
      [2, 'INITIAL', ''],
      [-1, 'ORDER', sn],
    ]);
    const expected = {
      kind: 'GIFT',
      gift_id: giftId,
      sku_id: null,
      promotion_id: promotionId,
      name: '便携药盒',
      num: 1,
      granted: true,
      returned: false,
    };
    expect((await record(sn)).gifts).toEqual([expected]);
    const print = (await call('GET', `/seller/trade/orders/${sn}/print`)).json<PrintData>();
    expect(print.gifts).toEqual([expected]);
  });

  it('out of stock: the order is placed and the gift recorded as not granted', async () => {
    const giftId = await gift(0);
    await fullCut({ minus: '1', gift_id: giftId });
    const sn = await place();
    expect((await record(sn)).gifts).toMatchObject([{ gift_id: giftId, granted: false }]);
    expect(await stockOf(giftId)).toBe(0);
  });

  it('20 orders at once on a gift of 5: exactly 5 are granted, the stock ends at 0', async () => {
    const giftId = await gift(5);
    await fullCut({ gift_id: giftId });
    const sns = await Promise.all(Array.from({ length: 20 }, () => place()));
    const granted = await t.db
      .selectFrom('order_gifts')
      .select(['granted'])
      .where('gift_id', '=', giftId)
      .where('kind', '=', 'GIFT')
      .execute();
    expect(granted).toHaveLength(20);
    expect(granted.filter((g) => Number(g.granted) === 1)).toHaveLength(5);
    expect(await stockOf(giftId)).toBe(0);
    expect(new Set(sns).size).toBe(20);
  });

  it('a cancelled order gives its gift back to stock, once', async () => {
    const giftId = await gift(3);
    await fullCut({ gift_id: giftId });
    const sn = await place();
    expect(await stockOf(giftId)).toBe(2);
    await t.db
      .updateTable('orders')
      .set({ cancel_requested: 1, cancel_reason: '不想要了' })
      .where('sn', '=', sn)
      .execute();
    const cancels = await Promise.all(
      [1, 2].map(() => call('POST', `/seller/trade/orders/${sn}/auth-cancel`)),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(giftId)).toBe(3);
    expect((await record(sn)).gifts).toMatchObject([{ gift_id: giftId, granted: true, returned: true }]);
    const back = await t.db
      .selectFrom('promotion_gift_stock')
      .select(['change', 'ref'])
      .where('gift_id', '=', giftId)
      .where('reason', '=', 'CANCEL')
      .execute();
    expect(back.map((r) => [Number(r.change), r.ref])).toEqual([[1, sn]]);
  });

  it("issues the tier's coupon to the order's member within its total; none left is recorded", async () => {
    const created = await call('POST', '/seller/promotion/coupons', {
      title: '满赠5元券',
      face_value: 5,
      threshold: 0,
      total: 1,
      per_member: 1,
      validity_type: 'DAYS',
      valid_days: 7,
      start_time: t.clock.now() - 60,
      end_time: t.clock.now() + 7 * DAY,
      scope: 'ALL',
    });
    expect(created.statusCode, created.body).toBe(200);
    const couponId = created.json<{ coupon_id: number }>().coupon_id;
    await fullCut({ minus: '1', coupon_id: couponId });
    const first = await place('13966660001');
    const second = await place('13966660002');
    const anonymous = await place();
    const copies = await t.db
      .selectFrom('member_coupons as mc')
      .innerJoin('members as m', 'm.id', 'mc.member_id')
      .select(['m.mobile', 'mc.source', 'mc.state'])
      .where('mc.coupon_id', '=', couponId)
      .execute();
    expect(copies).toEqual([{ mobile: '13966660001', source: 'ISSUE', state: 'UNUSED' }]);
    const c = await t.db
      .selectFrom('coupons')
      .select('claimed')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(Number(c.claimed)).toBe(1);
    expect((await record(first)).gifts).toMatchObject([
      { kind: 'COUPON', gift_id: couponId, name: '满赠5元券', granted: true },
    ]);
    expect((await record(second)).gifts).toMatchObject([{ kind: 'COUPON', granted: false }]);
    expect((await record(anonymous)).gifts).toMatchObject([{ kind: 'COUPON', granted: false }]);

    // The first order is cancelled before the member used the coupon: the copy is voided.
    await t.db
      .updateTable('orders')
      .set({ cancel_requested: 1, cancel_reason: '不想要了' })
      .where('sn', '=', first)
      .execute();
    expect((await call('POST', `/seller/trade/orders/${first}/auth-cancel`)).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('member_coupons')
      .select(['state', 'void_reason'])
      .where('coupon_id', '=', couponId)
      .execute();
    expect(after).toEqual([{ state: 'VOID', void_reason: '订单取消，收回满赠优惠券' }]);
    expect((await record(first)).gifts).toMatchObject([{ kind: 'COUPON', granted: true, returned: true }]);
  });

  it("earns the tier's points when the order completes, once, with their own ledger ref", async () => {
    await fullCut({ minus: '1', points: 15 });
    const sn = await place('13966660003');
    const points = () =>
      t.db
        .selectFrom('member_points')
        .select(['change', 'reason'])
        .where('ref', '=', `${sn}:full-cut`)
        .execute();
    expect(await points()).toEqual([]);
    const detail = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json<{
      items: { item_id: number }[];
    }>();
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: detail.items.map((i) => ({ item_id: i.item_id, batch_numbers: ['B1'] })),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const rogs = await Promise.all([1, 2].map(() => call('POST', `/seller/trade/orders/${sn}/rog`)));
    expect(rogs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await points()).map((p) => [Number(p.change), p.reason])).toEqual([[15, '满减满赠赠送积分']]);
    expect((await record(sn)).points).toBe(15);
  });
});
