import { DEMO_KEY, orderBody, placeOrder } from './orders.ts';
import { caller } from './after-sale.ts';
import type { TestApp } from './test-app.ts';

/** A received (completed) order of the demo shop for a member of its own, placed through the open
 * API, shipped and confirmed received by the seller: what a review may be written about. */
export async function receivedOrder(t: TestApp, admin: string, mobile: string, receive = true) {
  const placed = await placeOrder(t, await orderBody(t, '演示大药房', { member_mobile: mobile }));
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const sn = placed.json<{ sn: string }>().sn;
  const call = caller(t, admin);
  const detail = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json<{
    items: { item_id: number }[];
  }>();
  const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, {
    express_code: 'SF',
    waybill_no: 'SF1234567890',
    batches: detail.items.map((i) => ({ item_id: i.item_id, batch_numbers: ['B20260101'] })),
  });
  if (shipped.statusCode !== 200) throw new Error(`not shipped: ${shipped.body}`);
  if (receive) {
    const rog = await call('POST', `/seller/trade/orders/${sn}/rog`);
    if (rog.statusCode !== 200) throw new Error(`not received: ${rog.body}`);
  }
  const member = await t.db
    .selectFrom('orders')
    .select(['id', 'member_id'])
    .where('sn', '=', sn)
    .executeTakeFirstOrThrow();
  const items = await t.db
    .selectFrom('order_items')
    .select(['id as item_id', 'sku_id'])
    .where('order_id', '=', member.id)
    .orderBy('id')
    .execute();
  return { sn, items, memberId: member.member_id! };
}

/** POST /api/open/comments with the demo shop's key (or another). */
export function postComment(t: TestApp, body: object, key = DEMO_KEY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/open/comments',
    headers: { 'x-api-key': key },
    payload: body,
  });
}
