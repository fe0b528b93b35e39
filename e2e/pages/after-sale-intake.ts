import type { APIRequestContext, Page } from '@playwright/test';

/* The buyer's side of after-sale, as the storefront calls it (open API, the demo shop's key), and
 * the one seller step the after-sale specs need before a case can exist: shipping the order. */

const INTAKE_KEY = 'rxdesk-demo-intake-key';

async function ok<T>(
  res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> },
  what: string,
): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Ships a paid express order through the API with the signed-in page's token (the orders specs
 * cover the ship dialog itself): a return needs goods that reached the buyer. */
export async function shipOrder(page: Page, sn: string): Promise<void> {
  const token = (await page.evaluate("localStorage.getItem('seller_access_token')")) as string;
  const headers = { Authorization: token };
  const detail = await ok<{ items: { item_id: number }[] }>(
    await page.request.get(`/api/seller/trade/orders/detail/${sn}`, { headers }),
    'order detail',
  );
  await ok(
    await page.request.post(`/api/seller/trade/orders/${sn}/setout`, {
      headers,
      data: {
        express_code: 'SF',
        waybill_no: `SF${Date.now()}`,
        batches: detail.items.map((item) => ({ item_id: item.item_id, batch_numbers: ['B20250101'] })),
      },
    }),
    'setout',
  );
}

export interface RaisedCase {
  service_sn: string;
  order_sn: string;
  service_status: string;
  requested_amount: number;
  refundable_amount: number;
}

/** POST /api/open/after-sales — the buyer asks to return goods for a refund. */
export async function raiseReturn(
  request: APIRequestContext,
  options: { orderSn: string; goodsCode: string; num: number; amount: number; description: string },
): Promise<RaisedCase> {
  return ok<RaisedCase>(
    await request.post('/api/open/after-sales', {
      headers: { 'X-Api-Key': INTAKE_KEY, 'Idempotency-Key': `e2e-${options.orderSn}-return` },
      data: {
        order_sn: options.orderSn,
        service_type: 'RETURN_GOODS',
        reason: 'QUALITY',
        description: options.description,
        images: [],
        lines: [{ goods_code: options.goodsCode, num: options.num }],
        requested_amount: options.amount,
      },
    }),
    'raise after-sale',
  );
}

/** POST /api/open/after-sales/{sn}/ship-back — the buyer posts the goods back. */
export async function buyerShipsBack(request: APIRequestContext, serviceSn: string): Promise<void> {
  await ok(
    await request.post(`/api/open/after-sales/${serviceSn}/ship-back`, {
      headers: { 'X-Api-Key': INTAKE_KEY },
      data: { express_code: 'YTO', waybill_no: `YT${Date.now()}` },
    }),
    'ship back',
  );
}

/** POST /api/open/complaints — the buyer complains about an order. */
export async function fileComplaint(
  request: APIRequestContext,
  options: { orderSn: string; subject: string; content: string },
): Promise<{ id: number; status: string }> {
  return ok(
    await request.post('/api/open/complaints', {
      headers: { 'X-Api-Key': INTAKE_KEY, 'Idempotency-Key': `e2e-${options.orderSn}-complaint` },
      data: { order_sn: options.orderSn, subject: options.subject, content: options.content, images: [] },
    }),
    'complaint',
  );
}

/** POST /api/open/orders/{sn}/cancel-request — the buyer asks to cancel an order not yet shipped. */
export async function requestCancel(
  request: APIRequestContext,
  orderSn: string,
  reason: string,
): Promise<void> {
  await ok(
    await request.post(`/api/open/orders/${orderSn}/cancel-request`, {
      headers: { 'X-Api-Key': INTAKE_KEY },
      data: { reason },
    }),
    'cancel request',
  );
}
