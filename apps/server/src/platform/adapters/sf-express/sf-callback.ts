import { z } from 'zod';
import {
  DeliveryCallbackIgnored,
  DeliveryError,
  DeliverySignatureError,
  type DeliveryCallback,
  type DeliveryCallbackRequest,
  type DeliveryStatus,
} from '../delivery/delivery-partner.ts';
import { safeEqual } from '../delivery/safe-equal.ts';
import { sfOrderIdFrom } from './sf-order-id.ts';
import { signSf } from './sf-sign.ts';

/** SF's documented order_status codes in its callbacks (url_index rider_status / order_complete /
 * sf_cancel / rider_recall / rider_exception). 22 (配送员撤单) means the rider dropped the order and SF
 * re-dispatches: someone should look, hence ABNORMAL. Codes not listed (1 订单创建, …) carry nothing
 * RxDesk tracks and are acknowledged without a change. */
const STATUS_BY_CODE: Partial<Record<number, DeliveryStatus>> = {
  10: 'ACCEPTED', // 配送员确认
  12: 'ARRIVED_SHOP', // 配送员到店
  15: 'PICKED_UP', // 配送员配送中
  17: 'DELIVERED', // 订单完成 (妥投)
  2: 'CANCELLED', // 订单取消
  22: 'ABNORMAL', // 配送员撤单
  91: 'ABNORMAL', // 骑士上报异常
};

const intLike = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const text = z.union([z.string(), z.number()]).transform(String);

const callbackSchema = z.object({
  shop_order_id: text.pipe(z.string().min(1)),
  url_index: z.string().optional(),
  order_status: intLike.optional(),
  operator_name: z.string().optional(),
  operator_phone: z.string().optional(),
  status_desc: z.string().optional(),
  cancel_reason: z.string().optional(),
  ex_content: text.optional(),
  push_time: intLike.optional(),
});

export function parseSfCallback(
  req: DeliveryCallbackRequest,
  credentials: { devId: string; devKey: string },
  now: () => number,
): DeliveryCallback {
  const given = req.query.sign;
  if (!given) throw new DeliverySignatureError('SF callback without sign');
  if (!safeEqual(given, signSf(req.rawBody, credentials.devId, credentials.devKey))) {
    throw new DeliverySignatureError('SF callback sign does not match');
  }
  let json: unknown;
  try {
    json = JSON.parse(req.rawBody);
  } catch {
    throw new DeliveryError('SF callback body is not JSON');
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success) {
    throw new DeliveryError(`SF callback not understood: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  const body = parsed.data;
  const partnerOrderId = sfOrderIdFrom(req.rawBody, (json as { sf_order_id?: unknown }).sf_order_id);
  if (!partnerOrderId) throw new DeliveryError('SF callback without sf_order_id');

  // The exception callback is told apart by url_index; its order_status is not always present.
  const status: DeliveryStatus | undefined =
    body.url_index === 'rider_exception'
      ? 'ABNORMAL'
      : body.order_status === undefined
        ? undefined
        : STATUS_BY_CODE[body.order_status];
  if (!status) {
    if (body.order_status === undefined) throw new DeliveryError('SF callback without order_status');
    throw new DeliveryCallbackIgnored(
      `SF order_status ${body.order_status} ${body.status_desc ?? ''}`.trim(),
    );
  }
  const name = body.operator_name?.trim() ?? '';
  const phone = body.operator_phone?.trim() ?? '';
  return {
    sn: body.shop_order_id,
    partner_order_id: partnerOrderId,
    status,
    rider: name || phone ? { name, phone } : null,
    reason: reasonFor(status, body),
    at: body.push_time === undefined ? now() : unixSeconds(body.push_time),
  };
}

function reasonFor(status: DeliveryStatus, body: z.infer<typeof callbackSchema>): string | null {
  if (status === 'CANCELLED') return body.cancel_reason || body.status_desc || null;
  if (status === 'ABNORMAL') {
    return body.ex_content || body.status_desc || (body.order_status === 22 ? '配送员撤单' : null);
  }
  return null;
}

/** push_time is documented in seconds; a millisecond value (13 digits) is scaled rather than
 * stored as a date thousands of years ahead. */
function unixSeconds(value: number): number {
  return value > 1e12 ? Math.floor(value / 1000) : value;
}
