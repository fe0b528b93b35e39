/** What the order module needs from a same-city delivery partner (SF Express 顺丰同城, Meituan 美团配送).
 * Each adapter speaks its partner's documented protocol against a configurable base URL; the order
 * module only ever sees these types, so a new partner is a new adapter and nothing else. */

export type DeliveryStatus =
  'ACCEPTED' | 'ARRIVED_SHOP' | 'PICKED_UP' | 'DELIVERED' | 'CANCELLED' | 'ABNORMAL';

export interface DeliveryOrderInput {
  sn: string;
  shop: { name: string; phone: string; address: string; lat: number; lng: number };
  receiver: { name: string; phone: string; address: string; lat: number; lng: number };
  goods: { name: string; num: number; price_fen: number }[];
  total_fen: number;
  weight_g: number;
  remark: string;
  /** unix seconds */
  created_at: number;
}

export interface DeliveryCreated {
  partner_order_id: string;
  fee_fen: number;
  distance_m: number | null;
}

export interface DeliveryCallback {
  sn: string;
  partner_order_id: string;
  status: DeliveryStatus;
  rider: { name: string; phone: string } | null;
  reason: string | null;
  /** unix seconds */
  at: number;
}

export interface DeliveryCallbackRequest {
  /** The body exactly as received: both partners sign the bytes, and re-serialising parsed JSON or
   * form data does not reproduce them. */
  rawBody: string;
  query: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}

export interface DeliveryPartner {
  readonly kind: 'sf' | 'meituan';
  createOrder(input: DeliveryOrderInput): Promise<DeliveryCreated>;
  cancelOrder(sn: string, partnerOrderId: string, reason: string): Promise<void>;
  /** Verifies the signature; throws DeliverySignatureError when it does not match,
   * DeliveryCallbackIgnored for a genuine notice of a state RxDesk does not track, and
   * DeliveryError for a signed body that cannot be understood. */
  parseCallback(req: DeliveryCallbackRequest): DeliveryCallback;
  /** The exact body the partner expects as a successful callback acknowledgement. */
  callbackAck(): { contentType: string; body: string };
}

/** The partner refused the request or could not be reached; the message carries the partner's code and text. */
export class DeliveryError extends Error {}

/** A callback whose signature does not match: not from the partner, or altered on the way. */
export class DeliverySignatureError extends Error {}

/** A correctly signed callback about a state with no DeliveryStatus (Meituan 0 待调度, SF 1 订单创建…).
 * Acknowledge it with callbackAck() and change nothing; answering an error makes the partner retry. */
export class DeliveryCallbackIgnored extends Error {}
