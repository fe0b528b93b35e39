import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { closeAllPromotions } from '../../testing/promotion-rows.ts';
import { pieceTemplate } from './freight-template.fixtures.ts';

/** POST /api/open/orders prices EXPRESS shipping from the goods' freight templates (issue 23):
 * lines grouped by template, the shop's default for goods without one, else ¥8 / free from ¥99;
 * the order detail names the template. The consignee is in Shanghai (31). */
describe('order intake: shipping from freight templates', () => {
  let t: TestApp;
  let admin: string;
  let base: IntakeOrderBody;
  let a: { goods_code: string; id: number };
  let b: { goods_code: string; id: number; price: number };
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    // List prices: the goods paid are their subtotals.
    await closeAllPromotions(t);
    base = await orderBody(t, '演示大药房');
    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'goods_code', 'price'])
      .where('shop_id', '=', 1)
      .where(
        'goods_code',
        'in',
        base.items.map((i) => i.goods_code),
      )
      .execute();
    a = goods.find((g) => g.goods_code === base.items[0]!.goods_code)!;
    b = goods.find((g) => g.goods_code === base.items[1]!.goods_code)!;
  });
  afterAll(() => t.close());

  const template = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/shops/ship-templates',
      headers: { authorization: admin },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ template_id: number }>().template_id;
  };
  const order = async (items: IntakeOrderBody['items'], over: Partial<IntakeOrderBody> = {}) => {
    const res = await placeOrder(t, { ...base, items, ...over });
    expect(res.statusCode, res.body).toBe(201);
    const { sn } = res.json<{ sn: string }>();
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/seller/trade/orders/detail/${sn}`,
      headers: { authorization: admin },
    });
    return d.json<OrderDetail>();
  };

  it('charges a line by its template’s area, first and additional pieces', async () => {
    // Shanghai ¥5 the first piece, ¥1 each further; free from 10 pieces in Shanghai.
    const id = await template(
      pieceTemplate({
        name: '上海按件',
        areas: [{ region_ids: [31], first: 1, first_price: '5', additional: 1, additional_price: '1' }],
        free_rules: [{ region_ids: [31], min_pieces: 10 }],
      }),
    );
    await t.db.updateTable('goods').set({ freight_template_id: id }).where('id', '=', a.id).execute();

    const one = await order([{ goods_code: a.goods_code, num: 3 }]);
    expect(one.shipping_price).toBe(7);
    expect(one.shipping_template).toBe('上海按件');

    // A line without a template (and no default template) keeps ¥8 / free from ¥99 on its own.
    const mixed = await order([
      { goods_code: a.goods_code, num: 3 },
      { goods_code: b.goods_code, num: 1 },
    ]);
    expect(mixed.shipping_price).toBe(7 + (b.price >= 9900 ? 0 : 8));

    const free = await order([{ goods_code: a.goods_code, num: 10 }]);
    expect(free.shipping_price).toBe(0);

    // Pick-up is never charged, whatever the template.
    const pick = await order([{ goods_code: a.goods_code, num: 3 }], { shipping_type: 'SELF_PICK' });
    expect([pick.shipping_price, pick.shipping_template]).toEqual([0, '']);

    // The shop's default template prices goods that name none.
    const def = await template(
      pieceTemplate({ name: '默认模板', is_default: true, areas: [], free_rules: [] }),
    );
    const viaDefault = await order([{ goods_code: b.goods_code, num: 2 }]);
    expect(viaDefault.shipping_price).toBe(8 + 2);
    expect(viaDefault.shipping_template).toBe('默认模板');
    expect(viaDefault.order_price).toBeCloseTo((b.price * 2) / 100 + 10, 2);
    await t.db.updateTable('freight_templates').set({ is_default: 0 }).where('id', '=', def).execute();
  });

  it('charges by weight from the SKU’s grams, else the goods’', async () => {
    const id = await template({
      name: '按重量',
      type: 'WEIGHT',
      default_area: { first: 1000, first_price: '10', additional: 500, additional_price: '3' },
      areas: [],
      free_rules: [],
    });
    await t.db
      .updateTable('goods')
      .set({ freight_template_id: id, weight: 999 })
      .where('id', '=', a.id)
      .execute();
    await t.db.updateTable('goods_skus').set({ weight: 300 }).where('goods_id', '=', a.id).execute();
    // 4 × 300 g = 1200 g: first 1000 g ¥10 + one begun 500 g ¥3.
    expect((await order([{ goods_code: a.goods_code, num: 4 }])).shipping_price).toBe(13);
    await t.db.updateTable('goods_skus').set({ weight: 0 }).where('goods_id', '=', a.id).execute();
    // 2 × 999 g = 1998 g: ¥10 + two steps ¥6.
    expect((await order([{ goods_code: a.goods_code, num: 2 }])).shipping_price).toBe(16);
  });
});
