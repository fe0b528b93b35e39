import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../../testing/test-app.ts';
import { expressOrderBody, placeOrder } from '../../../testing/orders.ts';
import { caller, raiseCase } from '../../../testing/after-sale.ts';
import { goodsSku, insertPromotion } from '../../../testing/promotion-rows.ts';

// Issue 22: a line's refundable amount is what was paid for it — its list amount less its own
// discounts and its share of the split ones — so a full refund gives back exactly that.
describe('after-sale refund shares with promotions', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  it('each line refunds its pay amount (MINUS on one line, a full cut split over both)', async () => {
    const a = await goodsSku(t, 'OTC01008');
    await insertPromotion(t, { kind: 'MINUS', title: '立减3元', skus: [{ ...a, price: 300 }] });
    await insertPromotion(t, {
      kind: 'FULL_DISCOUNT',
      title: '满50减10',
      scope: 'ALL',
      rules: {
        by_piece: false,
        tiers: [
          {
            threshold: 5000,
            minus: 1000,
            discount_permille: null,
            free_shipping: false,
            gift_sku_id: null,
            coupon_id: null,
            points: 0,
          },
        ],
      },
    });
    // A: 3 × 26.00 − 9.00 = 69.00; B: 2 × 12.00 = 24.00; ¥10 split 7.42 / 2.58; ¥83.00 of goods paid
    // is below ¥99, so ¥8 express.
    const placed = await placeOrder(
      t,
      expressOrderBody([
        { goods_code: 'OTC01008', num: 3 },
        { goods_code: 'OTC01007', num: 2 },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const sn = placed.json<{ sn: string; order_price: number }>().sn;
    expect(placed.json<{ order_price: number }>().order_price).toBe(91);
    const call = caller(t, admin);
    const detail = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json<{
      items: { item_id: number }[];
    }>();
    const record = (await call('GET', `/seller/trade/orders/${sn}/promotion`)).json<{
      lines: { pay_amount: number }[];
    }>();
    expect(record.lines.map((l) => l.pay_amount)).toEqual([61.58, 21.42]);
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: detail.items.map((i) => ({ item_id: i.item_id, batch_numbers: ['B20260101'] })),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const raised = await raiseCase(t, {
      order_sn: sn,
      service_type: 'RETURN_GOODS',
      reason: 'QUALITY',
      description: '药盒破损',
      images: ['https://img.example.com/a.jpg'],
      lines: detail.items.map((i, n) => ({ item_id: i.item_id, num: n === 0 ? 3 : 2 })).slice(0, 1),
      requested_amount: 61.58,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    // The 91.00 paid (shipping travels with the goods) shared by pay amounts 61.58 : 21.42 gives
    // the line 67.52; by list amounts (78.00 : 24.00) it would have been 69.59.
    expect(raised.json<{ refundable_amount: number }>().refundable_amount).toBe(67.52);
  });
});
