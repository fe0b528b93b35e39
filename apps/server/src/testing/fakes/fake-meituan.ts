import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { DeliveryStatus } from '../../platform/adapters/delivery/delivery-partner.ts';
import { sendJson, startFakeServer } from './fake-http-server.ts';

export interface FakeMeituanOrder {
  mtPeisongId: string;
  deliveryId: string;
  orderId: string;
  /** The form parameters as Meituan received them. */
  request: Record<string, string>;
  status: 'created' | DeliveryStatus;
  cancelReason: string | null;
}

export interface FakeMeituanEvent {
  sn: string;
  /** DISPATCHING is Meituan's status 0 (待调度), which has no DeliveryStatus. Meituan has no
   * "arrived at shop" callback, so ARRIVED_SHOP is refused. */
  status: Exclude<DeliveryStatus, 'ARRIVED_SHOP'> | 'DISPATCHING';
  /** Omitted: a default courier; null: no courier fields. */
  rider?: { name: string; phone: string } | null;
  reason?: string;
}

/** Error codes of this fake; Meituan's only promise that matters here is "code 0 is success". */
const BAD_SIGN = { code: 3, message: '签名验证失败' };
const BAD_APPKEY = { code: 2, message: 'appkey不存在' };
const STATUS_CODES = {
  DISPATCHING: '0',
  ACCEPTED: '20',
  PICKED_UP: '30',
  DELIVERED: '50',
  CANCELLED: '99',
} as const;

/** Written out here rather than imported from the adapter, so a signing mistake in the adapter
 * cannot be mirrored: sha1(secret + sorted non-empty key+value pairs without sign), lowercase hex. */
function meituanSign(params: Record<string, string>, secret: string): string {
  const joined = Object.entries(params)
    .filter(([key, value]) => key !== 'sign' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => key + value)
    .join('');
  return createHash('sha1')
    .update(secret + joined, 'utf8')
    .digest('hex');
}

/** A fake Meituan delivery open platform: form POSTs to `/api/order/createByShop` and
 * `/api/order/delete` checked like Meituan checks them (signature, appkey, version, a timestamp
 * within the documented 10 minutes, required parameters), orders kept in memory, and signed status
 * and exception callbacks sent on request. */
export async function startFakeMeituan(opts: {
  appKey: string;
  appSecret: string;
  shopId: string;
  /** null: the answer carries no delivery_fee, as for accounts billed by contract. */
  feeFen?: number | null;
  distanceM?: number | null;
}) {
  const orders: FakeMeituanOrder[] = [];
  let refusal: { code: number; message: string } | null = null;
  let nextId = 1_700_000_000_000_001;

  const fail = (res: ServerResponse, error: { code: number; message: string }) =>
    sendJson(res, 200, { ...error, data: null });

  const fake = await startFakeServer((req, res) => {
    const api = /^\/api\/(order\/createByShop|order\/delete)$/.exec(req.url.pathname)?.[1];
    if (req.method !== 'POST' || !api) return sendJson(res, 404, { code: 404, message: 'not found' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return fail(res, { code: 1, message: '参数格式错误: application/x-www-form-urlencoded expected' });
    }
    const params = Object.fromEntries(new URLSearchParams(req.body));
    if (params.appkey !== opts.appKey) return fail(res, BAD_APPKEY);
    if (params.sign !== meituanSign(params, opts.appSecret)) return fail(res, BAD_SIGN);
    if (params.version !== '1.0') return fail(res, { code: 1, message: 'version error' });
    if (
      !/^\d+$/.test(params.timestamp ?? '') ||
      Math.abs(Date.now() / 1000 - Number(params.timestamp)) > 600
    ) {
      return fail(res, { code: 1, message: 'timestamp out of range' });
    }
    if (refusal) return fail(res, refusal);

    if (api === 'order/createByShop') {
      const missing = [
        'delivery_id',
        'order_id',
        'shop_id',
        'delivery_service_code',
        'receiver_name',
        'receiver_address',
        'receiver_phone',
        'receiver_lng',
        'receiver_lat',
        'goods_value',
        'goods_weight',
      ].find((key) => !params[key]);
      if (missing) return fail(res, { code: 1, message: `参数格式错误: ${missing} 缺失` });
      if (params.shop_id !== opts.shopId) return fail(res, { code: 4, message: '门店不存在' });
      for (const key of ['delivery_id', 'receiver_lng', 'receiver_lat']) {
        if (!/^\d+$/.test(params[key]!))
          return fail(res, { code: 1, message: `参数格式错误: ${key} 须为整数` });
      }
      // Documented: while an order is being delivered, sending the same order_id again returns the same mt_peisong_id.
      let order = orders.find((o) => o.orderId === params.order_id && o.status !== 'CANCELLED');
      if (!order) {
        order = {
          mtPeisongId: String(nextId++),
          deliveryId: params.delivery_id!,
          orderId: params.order_id!,
          request: params,
          status: 'created',
          cancelReason: null,
        };
        orders.push(order);
      }
      const data: Record<string, unknown> = {
        delivery_id: Number(order.deliveryId),
        mt_peisong_id: order.mtPeisongId,
        order_id: order.orderId,
      };
      const feeFen = opts.feeFen === undefined ? 650 : opts.feeFen;
      if (feeFen !== null) data.delivery_fee = feeFen / 100;
      const distance = opts.distanceM === undefined ? 2100 : opts.distanceM;
      if (distance !== null) data.delivery_distance = distance;
      return sendJson(res, 200, { code: 0, message: '成功', data });
    }

    const missing = ['delivery_id', 'mt_peisong_id', 'cancel_reason_id', 'cancel_reason'].find(
      (key) => !params[key],
    );
    if (missing) return fail(res, { code: 1, message: `参数格式错误: ${missing} 缺失` });
    const order = orders.find(
      (o) => o.mtPeisongId === params.mt_peisong_id && o.deliveryId === params.delivery_id,
    );
    if (!order) return fail(res, { code: 5, message: '订单不存在' });
    if (order.status === 'CANCELLED' || order.status === 'DELIVERED')
      return fail(res, { code: 6, message: '订单状态不允许取消' });
    order.status = 'CANCELLED';
    order.cancelReason = params.cancel_reason ?? null;
    return sendJson(res, 200, {
      code: 0,
      message: '成功',
      data: {
        delivery_id: Number(order.deliveryId),
        mt_peisong_id: order.mtPeisongId,
        order_id: order.orderId,
      },
    });
  });

  /** The form body Meituan would post for this event: the status callback, or for ABNORMAL the exception callback. */
  function buildCallback(event: FakeMeituanEvent) {
    if ((event.status as string) === 'ARRIVED_SHOP')
      throw new Error('fake Meituan: Meituan has no arrived-at-shop callback');
    const order = [...orders].reverse().find((o) => o.orderId === event.sn);
    if (!order)
      throw new Error(`fake Meituan: no order for sn ${event.sn}; dispatch it through the fake first`);
    const rider = event.rider === undefined ? { name: '美团骑手', phone: '13900000002' } : event.rider;
    const now = String(Math.floor(Date.now() / 1000));
    const params: Record<string, string> = {
      delivery_id: order.deliveryId,
      mt_peisong_id: order.mtPeisongId,
      order_id: order.orderId,
      courier_name: rider?.name ?? '',
      courier_phone: rider?.phone ?? '',
      appkey: opts.appKey,
      timestamp: now,
    };
    if (event.status === 'ABNORMAL') {
      Object.assign(params, {
        exception_id: '10001',
        exception_code: '10010',
        exception_descr: event.reason ?? '顾客电话无法接通',
        exception_time: now,
      });
    } else {
      params.status = STATUS_CODES[event.status];
      params.cancel_reason_id = event.status === 'CANCELLED' ? '299' : '';
      params.cancel_reason = event.status === 'CANCELLED' ? (event.reason ?? '其他美团配送原因') : '';
    }
    params.sign = meituanSign(params, opts.appSecret);
    return {
      order,
      contentType: 'application/x-www-form-urlencoded;charset=utf-8',
      body: new URLSearchParams(params).toString(),
    };
  }

  /** POSTs the signed callback to `url` as Meituan does; `forgeSign` signs with a wrong secret instead. */
  async function sendCallback(url: string, event: FakeMeituanEvent, options: { forgeSign?: boolean } = {}) {
    const built = buildCallback(event);
    let body = built.body;
    if (options.forgeSign) {
      const params = Object.fromEntries(new URLSearchParams(body));
      params.sign = meituanSign(params, 'not-the-secret');
      body = new URLSearchParams(params).toString();
    }
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': built.contentType }, body });
    if (res.ok && !options.forgeSign && event.status !== 'DISPATCHING') built.order.status = event.status;
    return { status: res.status, body: await res.text() };
  }

  return {
    ...fake,
    orders,
    /** Every later call is refused with this Meituan error until cleared with null. */
    refuseWith(error: { code: number; message: string } | null) {
      refusal = error;
    },
    buildCallback,
    sendCallback,
  };
}
