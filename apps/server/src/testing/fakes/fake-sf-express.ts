import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { DeliveryStatus } from '../../platform/adapters/delivery/delivery-partner.ts';
import { startFakeServer } from './fake-http-server.ts';

export interface FakeSfOrder {
  sfOrderId: string;
  shopOrderId: string;
  /** The request body as SF received it, parsed. */
  request: Record<string, unknown>;
  status: 'created' | DeliveryStatus;
  cancelReason: string | null;
}

export interface FakeSfEvent {
  sn: string;
  status: DeliveryStatus;
  /** Omitted: a default rider; null: a callback without rider fields. */
  rider?: { name: string; phone: string } | null;
  reason?: string;
}

/** Error codes of this fake (SF's real table is longer); they only have to be non-zero and distinct. */
const BAD_SIGN = { error_code: 1003, error_msg: 'sign error' };
const BAD_DEV = { error_code: 1001, error_msg: 'dev_id error' };

/** What SF pushes per status: url_index, order_status and status_desc as documented. */
const CALLBACKS: Record<DeliveryStatus, { url_index: string; order_status: number; status_desc: string }> = {
  ACCEPTED: { url_index: 'rider_status', order_status: 10, status_desc: '配送员确认' },
  ARRIVED_SHOP: { url_index: 'rider_status', order_status: 12, status_desc: '配送员到店' },
  PICKED_UP: { url_index: 'rider_status', order_status: 15, status_desc: '配送员配送中' },
  DELIVERED: { url_index: 'order_complete', order_status: 17, status_desc: '配送员完成订单' },
  CANCELLED: { url_index: 'sf_cancel', order_status: 2, status_desc: '订单取消' },
  ABNORMAL: { url_index: 'rider_exception', order_status: 91, status_desc: '骑士上报异常' },
};

/** Written out here rather than imported from the adapter, so a mistake in the adapter's signing
 * cannot be mirrored by the fake and pass unnoticed: base64(md5_hex(body&dev_id&dev_key)). */
function sfSign(body: string, devId: string, devKey: string): string {
  return Buffer.from(createHash('md5').update(`${body}&${devId}&${devKey}`, 'utf8').digest('hex')).toString(
    'base64',
  );
}

/** SF writes its order ids as bare JSON integers beyond 2^53; JSON.stringify cannot, so splice them in. */
function jsonWithIntId(value: Record<string, unknown>, id: string): string {
  return JSON.stringify({ ...value, sf_order_id: '__SF_ORDER_ID__' }).replace('"__SF_ORDER_ID__"', id);
}

/** A fake SF same-city open platform: `POST /open/api/external/{createorder,cancelorder}?sign=…`
 * checked like SF checks them (signature over the raw body, dev_id, shop_id, required fields), orders
 * kept in memory, and signed status callbacks sent on request. */
export async function startFakeSfExpress(opts: {
  devId: string;
  devKey: string;
  shopId: string;
  feeFen?: number;
  distanceM?: number;
}) {
  const orders: FakeSfOrder[] = [];
  let refusal: { error_code: number; error_msg: string } | null = null;
  let nextId = 3_396_014_374_417_346_817n; // real SF ids are this long

  const answer = (res: ServerResponse, text: string) =>
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(text);
  const fail = (res: ServerResponse, error: { error_code: number; error_msg: string }) =>
    answer(res, JSON.stringify({ ...error, error_data: null }));

  const fake = await startFakeServer((req, res) => {
    const api = /^\/open\/api\/external\/(createorder|cancelorder)$/.exec(req.url.pathname)?.[1];
    if (req.method !== 'POST' || !api) return fail(res, { error_code: 404, error_msg: 'api not found' });
    if (req.url.searchParams.get('sign') !== sfSign(req.body, opts.devId, opts.devKey))
      return fail(res, BAD_SIGN);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return fail(res, { error_code: 1002, error_msg: 'params error: body is not JSON' });
    }
    if (String(body.dev_id) !== opts.devId || typeof body.dev_id !== 'number') return fail(res, BAD_DEV);
    if (body.shop_id !== opts.shopId) return fail(res, { error_code: 1005, error_msg: 'shop_id error' });
    if (refusal) return fail(res, refusal);

    if (api === 'createorder') {
      const missing = missingFields(body, [
        'shop_order_id',
        'order_source',
        'pay_type',
        'order_time',
        'is_appoint',
        'push_time',
        'version',
        'receive.user_name',
        'receive.user_phone',
        'receive.user_address',
        'receive.user_lng',
        'receive.user_lat',
        'order_detail.total_price',
        'order_detail.product_type',
        'order_detail.weight_gram',
        'order_detail.product_num',
        'order_detail.product_type_num',
        'order_detail.product_detail',
      ]);
      if (missing) return fail(res, { error_code: 1002, error_msg: `params error: ${missing} is required` });
      const shopOrderId = String(body.shop_order_id);
      if (orders.some((o) => o.shopOrderId === shopOrderId && o.status !== 'CANCELLED')) {
        return fail(res, { error_code: 1006, error_msg: 'shop_order_id already exists' });
      }
      const order: FakeSfOrder = {
        sfOrderId: String(nextId++),
        shopOrderId,
        request: body,
        status: 'created',
        cancelReason: null,
      };
      orders.push(order);
      const flag = Number(body.return_flag ?? 0);
      const result: Record<string, unknown> = {
        shop_order_id: shopOrderId,
        push_time: Math.floor(Date.now() / 1000),
      };
      if (flag & 1) result.total_price = opts.feeFen ?? 1800;
      if (flag & 2) result.delivery_distance_meter = opts.distanceM ?? 2650;
      return answer(
        res,
        `{"error_code":0,"error_msg":"success","result":${jsonWithIntId(result, order.sfOrderId)}}`,
      );
    }

    const byShopId = Number(body.order_type) === 2;
    const order = orders.find((o) => (byShopId ? o.shopOrderId : o.sfOrderId) === String(body.order_id));
    if (!order) return fail(res, { error_code: 2001, error_msg: 'order not found' });
    if (order.status === 'CANCELLED' || order.status === 'DELIVERED') {
      return fail(res, { error_code: 2002, error_msg: 'order status does not allow cancel' });
    }
    order.status = 'CANCELLED';
    order.cancelReason = typeof body.cancel_reason === 'string' ? body.cancel_reason : null;
    const result = { shop_order_id: order.shopOrderId, push_time: Math.floor(Date.now() / 1000) };
    return answer(
      res,
      `{"error_code":0,"error_msg":"success","result":${jsonWithIntId(result, order.sfOrderId)}}`,
    );
  });

  /** The callback SF would push for this event: JSON body and `sign` for the query string. */
  function buildCallback(event: FakeSfEvent) {
    const order = [...orders].reverse().find((o) => o.shopOrderId === event.sn);
    if (!order) throw new Error(`fake SF: no order for sn ${event.sn}; dispatch it through the fake first`);
    const kind = CALLBACKS[event.status];
    const rider = event.rider === undefined ? { name: '顺丰骑士', phone: '13800000001' } : event.rider;
    const payload: Record<string, unknown> = {
      shop_id: opts.shopId,
      shop_order_id: order.shopOrderId,
      url_index: kind.url_index,
      order_status: kind.order_status,
      status_desc: kind.status_desc,
      ...(rider
        ? {
            operator_name: rider.name,
            operator_phone: rider.phone,
            rider_lng: '116.481499',
            rider_lat: '39.990475',
          }
        : {}),
      ...(event.status === 'CANCELLED' ? { cancel_reason: event.reason ?? '顺丰原因取消' } : {}),
      ...(event.status === 'ABNORMAL' ? { ex_id: 2001, ex_content: event.reason ?? '顾客电话无法接通' } : {}),
      push_time: Math.floor(Date.now() / 1000),
    };
    const body = jsonWithIntId(payload, order.sfOrderId);
    return {
      order,
      contentType: 'application/json',
      body,
      query: { sign: sfSign(body, opts.devId, opts.devKey) },
    };
  }

  /** POSTs the signed callback to `url` as SF does; `forgeSign` sends a wrong signature instead. */
  async function sendCallback(url: string, event: FakeSfEvent, options: { forgeSign?: boolean } = {}) {
    const built = buildCallback(event);
    const target = new URL(url);
    target.searchParams.set(
      'sign',
      options.forgeSign ? sfSign(built.body, opts.devId, 'not-the-key') : built.query.sign,
    );
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': built.contentType },
      body: built.body,
    });
    if (res.ok && !options.forgeSign) built.order.status = event.status;
    return { status: res.status, body: await res.text() };
  }

  return {
    ...fake,
    orders,
    /** Every later call is refused with this SF error until cleared with null. */
    refuseWith(error: { error_code: number; error_msg: string } | null) {
      refusal = error;
    },
    buildCallback,
    sendCallback,
  };
}

function missingFields(body: Record<string, unknown>, paths: string[]): string | null {
  for (const path of paths) {
    let value: unknown = body;
    for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
    if (value === undefined || value === null || value === '') return path;
  }
  return null;
}
