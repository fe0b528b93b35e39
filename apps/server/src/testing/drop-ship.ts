import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { DEMO_KEY, orderBody, placeOrder } from './orders.ts';
import type { TestApp } from './test-app.ts';

/** Goods of the demo seed (seed/drop-ship-data.ts): two suppliers' goods and one the shop ships. */
export const DEVICE = 'DV160001';
export const HEALTH = 'HF170001';
export const OWN = 'OTC01001';

/** Places an order through intake (the demo shop's key) and answers its sn. */
export async function placeDropShip(
  t: TestApp,
  items: IntakeOrderBody['items'],
  over: Partial<IntakeOrderBody> = {},
): Promise<string> {
  const res = await placeOrder(t, await orderBody(t, '演示大药房', { items, ...over }));
  if (res.statusCode !== 201) throw new Error(`intake failed: ${res.statusCode} ${res.body}`);
  return res.json<{ sn: string }>().sn;
}

/** The sub-orders of one order, as the seller's list answers them (oldest first). */
export async function subOrdersOf(t: TestApp, token: string, sn: string): Promise<SorderSummary[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/seller/trade/sorders?order_sn=${sn}`,
    headers: { authorization: token },
  });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: SorderSummary[] }>().data.reverse();
}

/** The supplier's side through the open API, with the shop's key. */
export function supplierCall(
  t: TestApp,
  ssid: string,
  action: 'accept' | 'reject' | 'ship' | '',
  payload?: object,
  options: { key?: string; idempotencyKey?: string } = {},
) {
  return t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/open/sorders/${ssid}${action ? `/${action}` : ''}`,
    headers: {
      'x-api-key': options.key ?? DEMO_KEY,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
