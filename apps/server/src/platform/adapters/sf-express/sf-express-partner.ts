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
import { parseSfCallback } from './sf-callback.ts';
import { sfOrderIdFrom } from './sf-order-id.ts';
import { signSf } from './sf-sign.ts';

export interface SfExpressConfig {
  baseUrl: string;
  /** Numeric developer id (开发者ID); it is part of the signature and sent as a JSON number. */
  devId: string;
  devKey: string;
  /** The shop's id on SF's side (shop_type 1). */
  shopId: string;
}

/** Documented request constants: API version 1.9; product_type 2 = 送药 (medicine); shop_type 1 =
 * shop_id is SF's own store id; lbs_type 2 = 高德/GCJ-02, the same datum Meituan's coordinate_type 0
 * uses, so one set of shop/receiver coordinates serves both partners. return_flag 1|2 asks SF to
 * include total_price and delivery_distance_meter in the answer — without it they are absent. */
const VERSION = 19;
const PRODUCT_TYPE_MEDICINE = 2;
const SHOP_TYPE_SF_ID = 1;
const LBS_GCJ02 = 2;
const RETURN_PRICE_AND_DISTANCE = 1 | 2;
const ORDER_TYPE_SF_ID = 1;

const answerSchema = z.object({
  error_code: z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]),
  error_msg: z.string().optional(),
  result: z.unknown().optional(),
});
const createdSchema = z.object({
  total_price: z.number().optional(),
  delivery_distance_meter: z.number().optional(),
});

/** SF same-city open platform (顺丰同城 openic): JSON POST to `{base}/open/api/external/<api>?sign=…`,
 * answered by `{error_code, error_msg, result}`; error_code 0 is success. */
export class SfExpressPartner implements DeliveryPartner {
  readonly kind = 'sf' as const;
  private readonly clock: Clock;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: SfExpressConfig,
    options: { clock?: Clock; timeoutMs?: number } = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createOrder(input: DeliveryOrderInput): Promise<DeliveryCreated> {
    const answer = await this.call('createorder', {
      dev_id: Number(this.config.devId),
      shop_id: this.config.shopId,
      shop_type: SHOP_TYPE_SF_ID,
      shop_order_id: input.sn,
      order_source: 'RxDesk',
      lbs_type: LBS_GCJ02,
      pay_type: 1, // 已付款: RxDesk orders are paid before they ship
      order_time: input.created_at,
      is_appoint: 0,
      is_insured: 0,
      remark: input.remark,
      return_flag: RETURN_PRICE_AND_DISTANCE,
      push_time: this.clock.now(),
      version: VERSION,
      shop: {
        shop_name: input.shop.name,
        shop_phone: input.shop.phone,
        shop_address: input.shop.address,
        shop_lng: String(input.shop.lng),
        shop_lat: String(input.shop.lat),
      },
      receive: {
        user_name: input.receiver.name,
        user_phone: input.receiver.phone,
        user_address: input.receiver.address,
        user_lng: String(input.receiver.lng),
        user_lat: String(input.receiver.lat),
      },
      order_detail: {
        total_price: input.total_fen,
        product_type: PRODUCT_TYPE_MEDICINE,
        weight_gram: input.weight_g,
        product_num: input.goods.reduce((n, g) => n + g.num, 0),
        product_type_num: input.goods.length,
        product_detail: input.goods.map((g) => ({ product_name: g.name, product_num: g.num })),
      },
    });
    const result = answer.json.result as { sf_order_id?: unknown } | undefined;
    const partnerOrderId = sfOrderIdFrom(answer.text, result?.sf_order_id);
    if (!partnerOrderId) throw new DeliveryError('SF createorder: answer without sf_order_id');
    const created = createdSchema.safeParse(result);
    return {
      partner_order_id: partnerOrderId,
      // Fen, as SF reports it; 0 only if SF leaves it out despite return_flag.
      fee_fen: created.success ? Math.round(created.data.total_price ?? 0) : 0,
      distance_m: created.success ? (created.data.delivery_distance_meter ?? null) : null,
    };
  }

  async cancelOrder(_sn: string, partnerOrderId: string, reason: string): Promise<void> {
    await this.call('cancelorder', {
      dev_id: Number(this.config.devId),
      order_id: partnerOrderId,
      order_type: ORDER_TYPE_SF_ID,
      shop_id: this.config.shopId,
      shop_type: SHOP_TYPE_SF_ID,
      cancel_reason: reason,
      push_time: this.clock.now(),
    });
  }

  parseCallback(req: DeliveryCallbackRequest): DeliveryCallback {
    return parseSfCallback(req, this.config, () => this.clock.now());
  }

  callbackAck() {
    return { contentType: 'application/json', body: JSON.stringify({ error_code: 0, error_msg: 'success' }) };
  }

  /** Signs the exact text it sends: SF verifies the bytes, not the JSON's meaning. */
  private async call(api: string, payload: Record<string, unknown>) {
    const body = JSON.stringify(payload);
    const sign = signSf(body, this.config.devId, this.config.devKey);
    const url = `${this.config.baseUrl}/open/api/external/${api}?sign=${encodeURIComponent(sign)}`;
    const { text, json } = await postToPartner(
      'SF Express',
      url,
      { contentType: 'application/json', body },
      this.timeoutMs,
    );
    const answer = answerSchema.safeParse(json);
    if (!answer.success) throw new DeliveryError(`SF ${api}: unexpected answer`);
    if (answer.data.error_code !== 0) {
      throw new DeliveryError(
        `SF ${api} refused: ${answer.data.error_code} ${answer.data.error_msg ?? ''}`.trim(),
      );
    }
    return { text, json: answer.data };
  }
}
