import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { DEMO_INTAKE_API_KEY, SECOND_SHOP_INTAKE_API_KEY } from '../seed/demo-accounts.ts';
import type { TestApp } from './test-app.ts';
import { prescriptionFor } from './prescriptions.ts';

export const DEMO_KEY = DEMO_INTAKE_API_KEY;
export const SECOND_KEY = SECOND_SHOP_INTAKE_API_KEY;

/** A complete region path of the regions table (migration 0007) and the names the server stores
 * for it: intake refuses a delivered order without such a path. */
export const TEST_REGION = {
  ids: '31,3101,310115,310115005',
  names: '上海市 市辖区 浦东新区 陆家嘴街道',
} as const;

/** An open-API order as a storefront sends it: express, paid online, to TEST_REGION. */
export function expressOrderBody(
  items: IntakeOrderBody['items'],
  over: Partial<IntakeOrderBody> = {},
): IntakeOrderBody {
  return {
    order_source: 'MINI',
    shipping_type: 'EXPRESS',
    payment_type: 'ONLINE',
    paid: true,
    is_erp: 0,
    consignee: {
      name: '刘晓梅',
      mobile: '13912345678',
      region_ids: TEST_REGION.ids,
      address: '世纪大道 100 号 8 楼',
      lat: 31.23,
      lng: 121.5,
    },
    items,
    remark: '',
    ...over,
  };
}

/** A plausible order body with goods from the shop's own catalogue. */
export async function orderBody(
  t: TestApp,
  shopName: string,
  over: Partial<IntakeOrderBody> = {},
  rx = false,
): Promise<IntakeOrderBody> {
  const shop = await t.db
    .selectFrom('shops')
    .select('id')
    .where('shop_name', '=', shopName)
    .executeTakeFirstOrThrow();
  const goods = await t.db
    .selectFrom('goods')
    .select(['goods_code', 'common_name'])
    .where('shop_id', '=', shop.id)
    .where('is_prescription', '=', rx ? 1 : 0)
    .where('stock', '>=', 50)
    .orderBy('id')
    .limit(2)
    .execute();
  return expressOrderBody(
    goods.map((g, i) => ({ goods_code: g.goods_code, num: i + 1 })),
    {
      ...(rx ? { rx_reference: 'RX-2026-0001', prescription: prescriptionFor(goods, 'RX-2026-0001') } : {}),
      ...over,
    },
  );
}

/** The catalogue names of an order body's goods (what a prescription for that order names). */
export function goodsOf(t: TestApp, body: Pick<IntakeOrderBody, 'items'>) {
  return t.db
    .selectFrom('goods')
    .select(['goods_code', 'common_name'])
    .where(
      'goods_code',
      'in',
      body.items.map((l) => l.goods_code),
    )
    .execute();
}

export async function placeOrder(t: TestApp, body: IntakeOrderBody, key = DEMO_KEY, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/open/orders',
    headers: { 'x-api-key': key, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}
