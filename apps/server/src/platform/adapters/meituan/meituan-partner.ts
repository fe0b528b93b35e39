import { z } from 'zod';
import { systemClock, type Clock } from '../../clock.ts';
import {
  DeliveryError,
  type DeliveryCallback,
  type DeliveryCallbackRequest,
  type DeliveryCreated,
  type DeliveryOrderInput,
  type DeliveryPartner,
} from '../delivery/delivery-partner.ts';
import { postToPartner } from '../delivery/post-to-partner.ts';
import { parseMeituanCallback } from './meituan-callback.ts';
import { meituanDeliveryId } from './meituan-delivery-id.ts';
import { signMeituan } from './meituan-sign.ts';
import { yuanText } from '../../money.ts';

export interface MeituanConfig {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  /** The shop's id as registered with Meituan (取货门店id). */
  shopId: string;
}

/** Documented constants: 4011 = 快速达, the service product of a standard same-city contract;
 * coordinate_type 0 = 火星坐标 (GCJ-02, as Amap/Tencent), the datum the SF adapter declares too;
 * cancel_reason_id 199 = 其他接入方原因 (cancelled for a reason on our side). */
const DELIVERY_SERVICE_CODE = '4011';
const COORDINATE_GCJ02 = '0';
const CANCEL_REASON_OURS = '199';

const answerSchema = z.object({
  code: z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]),
  message: z.string().optional(),
  data: z.unknown().optional(),
});
const createdSchema = z.object({
  mt_peisong_id: z.union([z.string().min(1), z.number()]).transform(String),
  /** Yuan, when the account is set up to return it. */
  delivery_fee: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .optional(),
  /** Metres. */
  delivery_distance: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
});

/** Meituan delivery open platform (美团配送, peisongopen): form-encoded POST to `{base}/api/<path>`
 * with system parameters appkey, timestamp, version=1.0 and sign; answered by `{code, message, data}`
 * with code 0 for success. */
export class MeituanPartner implements DeliveryPartner {
  readonly kind = 'meituan' as const;
  private readonly clock: Clock;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: MeituanConfig,
    options: { clock?: Clock; timeoutMs?: number } = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createOrder(input: DeliveryOrderInput): Promise<DeliveryCreated> {
    const data = await this.call('order/createByShop', {
      delivery_id: meituanDeliveryId(input.sn),
      order_id: input.sn,
      shop_id: this.config.shopId,
      delivery_service_code: DELIVERY_SERVICE_CODE,
      receiver_name: input.receiver.name,
      receiver_address: input.receiver.address,
      receiver_phone: input.receiver.phone,
      // Integers: degrees × 10^6.
      receiver_lng: String(Math.round(input.receiver.lng * 1e6)),
      receiver_lat: String(Math.round(input.receiver.lat * 1e6)),
      coordinate_type: COORDINATE_GCJ02,
      goods_value: yuanText(input.total_fen),
      goods_weight: (input.weight_g / 1000).toFixed(2),
      goods_detail: JSON.stringify({
        goods: input.goods.map((g) => ({
          goodCount: g.num,
          goodName: g.name,
          goodPrice: Number(yuanText(g.price_fen)),
          goodUnit: '件',
        })),
      }),
      note: input.remark,
    });
    const created = createdSchema.safeParse(data);
    if (!created.success) throw new DeliveryError('Meituan createByShop: answer without mt_peisong_id');
    return {
      partner_order_id: created.data.mt_peisong_id,
      // Meituan bills by contract and returns the fee only for some accounts; 0 means "not told".
      fee_fen: created.data.delivery_fee === undefined ? 0 : Math.round(created.data.delivery_fee * 100),
      distance_m: created.data.delivery_distance ?? null,
    };
  }

  async cancelOrder(sn: string, partnerOrderId: string, reason: string): Promise<void> {
    await this.call('order/delete', {
      delivery_id: meituanDeliveryId(sn),
      mt_peisong_id: partnerOrderId,
      cancel_reason_id: CANCEL_REASON_OURS,
      cancel_reason: reason,
    });
  }

  parseCallback(req: DeliveryCallbackRequest): DeliveryCallback {
    return parseMeituanCallback(req, this.config, () => this.clock.now());
  }

  callbackAck() {
    return { contentType: 'application/json', body: JSON.stringify({ code: 0 }) };
  }

  private async call(path: string, business: Record<string, string>): Promise<unknown> {
    const params: Record<string, string> = {
      appkey: this.config.appKey,
      timestamp: String(this.clock.now()),
      version: '1.0',
      ...business,
    };
    params.sign = signMeituan(params, this.config.appSecret);
    const url = `${this.config.baseUrl}/api/${path}`;
    const { json } = await postToPartner(
      'Meituan',
      url,
      {
        contentType: 'application/x-www-form-urlencoded;charset=utf-8',
        body: new URLSearchParams(params).toString(),
      },
      this.timeoutMs,
    );
    const answer = answerSchema.safeParse(json);
    if (!answer.success) throw new DeliveryError(`Meituan ${path}: unexpected answer`);
    if (answer.data.code !== 0)
      throw new DeliveryError(
        `Meituan ${path} refused: ${answer.data.code} ${answer.data.message ?? ''}`.trim(),
      );
    return answer.data.data;
  }
}
