import {
  DeliveryCallbackIgnored,
  DeliveryError,
  DeliverySignatureError,
  type DeliveryCallback,
  type DeliveryCallbackRequest,
  type DeliveryStatus,
} from '../delivery/delivery-partner.ts';
import { safeEqual } from '../delivery/safe-equal.ts';
import { signMeituan } from './meituan-sign.ts';

/** Meituan's documented delivery status codes. It has no "arrived at shop" state, and 0 (待调度,
 * waiting for a rider) is what the order already is after createOrder, so 0 is acknowledged without
 * a change. On 改派 (reassignment) the same status arrives again with another rider. */
const STATUS_BY_CODE: Partial<Record<string, DeliveryStatus>> = {
  '20': 'ACCEPTED', // 已接单
  '30': 'PICKED_UP', // 已取货
  '50': 'DELIVERED', // 已送达
  '99': 'CANCELLED', // 已取消
};

/** Both callbacks are form posts signed like requests: the status callback (`status`, courier,
 * cancel reason) and the exception callback (`exception_id`, `exception_code`, `exception_descr`). */
export function parseMeituanCallback(
  req: DeliveryCallbackRequest,
  credentials: { appKey: string; appSecret: string },
  now: () => number,
): DeliveryCallback {
  const params = Object.fromEntries(new URLSearchParams(req.rawBody));
  if (!params.sign) throw new DeliverySignatureError('Meituan callback without sign');
  if (!safeEqual(params.sign.toLowerCase(), signMeituan(params, credentials.appSecret))) {
    throw new DeliverySignatureError('Meituan callback sign does not match');
  }
  // A valid signature from another app's secret is impossible, but an appkey that is not ours
  // means the callback URL was given to a different account: refuse it the same way.
  if (params.appkey !== credentials.appKey)
    throw new DeliverySignatureError('Meituan callback for another appkey');

  const sn = params.order_id;
  const partnerOrderId = params.mt_peisong_id;
  if (!sn || !partnerOrderId) throw new DeliveryError('Meituan callback without order_id or mt_peisong_id');
  const name = params.courier_name?.trim() ?? '';
  const phone = params.courier_phone?.trim() ?? '';
  const rider = name || phone ? { name, phone } : null;

  if (params.exception_id || params.exception_code) {
    return {
      sn,
      partner_order_id: partnerOrderId,
      status: 'ABNORMAL',
      rider,
      reason: params.exception_descr || `exception ${params.exception_code ?? params.exception_id}`,
      at: unixSeconds(params.exception_time) ?? unixSeconds(params.timestamp) ?? now(),
    };
  }
  if (params.status === undefined || params.status === '')
    throw new DeliveryError('Meituan callback without status');
  const status = STATUS_BY_CODE[params.status];
  if (!status) throw new DeliveryCallbackIgnored(`Meituan status ${params.status}`);
  return {
    sn,
    partner_order_id: partnerOrderId,
    status,
    rider,
    reason: status === 'CANCELLED' ? params.cancel_reason || null : null,
    at: unixSeconds(params.timestamp) ?? now(),
  };
}

function unixSeconds(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
