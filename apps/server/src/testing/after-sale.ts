import type { OpenAfterSaleBody } from '@rxdesk/contract/after-sale/after-sale';
import { DEMO_KEY, orderBody, placeOrder } from './orders.ts';
import type { TestApp } from './test-app.ts';

export interface TestOrder {
  sn: string;
  items: { item_id: number; goods_code: string; num: number; subtotal: number }[];
  paid_amount: number;
}

/** Calls the API as a signed-in seller (token) with a JSON body. */
export function caller(t: TestApp, token: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
}

/** A paid express order of the demo shop; shipped unless `ship` is false. */
export async function paidOrder(t: TestApp, adminToken: string, ship = true): Promise<TestOrder> {
  const placed = await placeOrder(t, await orderBody(t, '演示大药房'));
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const sn = placed.json().sn as string;
  const call = caller(t, adminToken);
  const detail = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json();
  if (ship) {
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: detail.items.map((i: { item_id: number }) => ({
        item_id: i.item_id,
        batch_numbers: ['B20260101'],
      })),
    });
    if (shipped.statusCode !== 200) throw new Error(`order not shipped: ${shipped.body}`);
  }
  return { sn, items: detail.items, paid_amount: detail.paid_amount };
}

export function raiseCase(
  t: TestApp,
  body: OpenAfterSaleBody | Record<string, unknown>,
  idempotencyKey?: string,
  key = DEMO_KEY,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/open/after-sales',
    headers: { 'x-api-key': key, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** Raises a return-and-refund case for the whole first line of the order; returns its number. */
export async function returnCase(t: TestApp, o: TestOrder, amount?: number) {
  const item = o.items[0]!;
  const res = await raiseCase(t, {
    order_sn: o.sn,
    service_type: 'RETURN_GOODS',
    reason: 'QUALITY',
    description: '药盒破损',
    images: ['https://img.example.com/a.jpg'],
    lines: [{ item_id: item.item_id, num: item.num }],
    requested_amount: amount ?? item.subtotal,
  });
  if (res.statusCode !== 201) throw new Error(`case not raised: ${res.body}`);
  return res.json().service_sn as string;
}
