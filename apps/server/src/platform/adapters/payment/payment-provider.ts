import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../delivery/safe-equal.ts';
import type { PaymentConfig } from './payment-config.ts';
import { signPayment } from './payment-sign.ts';

/** What the refund service needs from the payment provider; README "Payment provider" documents
 * the protocol (WeChat Pay v2 style over JSON: signed request, asynchronous signed result). */
export interface RefundRequest {
  order_sn: string;
  refund_sn: string;
  /** what the buyer paid for the order, fen */
  total_fen: number;
  refund_fen: number;
  reason: string;
}

export interface RefundNotice {
  refund_sn: string;
  provider_refund_id: string;
  status: 'SUCCESS' | 'FAILED';
  refund_fen: number;
  /** why it failed, '' on success */
  reason: string;
}

export interface PaymentProvider {
  /** Asks for the refund. Resolves with the provider's refund id once it accepted the request
   * (the result comes later by callback); throws PaymentError when it refused or could not be
   * reached. The provider deduplicates by refund_sn, so asking again is safe. */
  requestRefund(req: RefundRequest): Promise<{ provider_refund_id: string }>;
  /** Verifies and reads a result callback; throws PaymentSignatureError for a forged one and
   * PaymentError for a signed body that cannot be understood. */
  parseRefundCallback(rawBody: string): RefundNotice;
  callbackAck(): { return_code: 'SUCCESS'; return_msg: 'OK' };
}

export class PaymentError extends Error {}
export class PaymentSignatureError extends Error {}

const answerSchema = z.object({
  return_code: z.enum(['SUCCESS', 'FAIL']),
  return_msg: z.string().optional(),
  result_code: z.enum(['SUCCESS', 'FAIL']).optional(),
  err_code: z.string().optional(),
  err_code_des: z.string().optional(),
  refund_id: z.string().optional(),
  sign: z.string().optional(),
});

const callbackSchema = z.object({
  mch_id: z.string(),
  out_refund_no: z.string().min(1),
  refund_id: z.string().default(''),
  refund_fee: z.number().int().nonnegative(),
  refund_status: z.enum(['SUCCESS', 'CHANGE', 'REFUNDCLOSE']),
  err_code_des: z.string().optional(),
  sign: z.string(),
});

export class HttpPaymentProvider implements PaymentProvider {
  private readonly timeoutMs: number;

  constructor(
    private readonly config: PaymentConfig,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async requestRefund(req: RefundRequest): Promise<{ provider_refund_id: string }> {
    const params: Record<string, string | number> = {
      mch_id: this.config.mchId,
      out_trade_no: req.order_sn,
      out_refund_no: req.refund_sn,
      total_fee: req.total_fen,
      refund_fee: req.refund_fen,
      refund_desc: req.reason.slice(0, 80),
      notify_url: this.config.notifyUrl,
      nonce_str: randomBytes(16).toString('hex'),
    };
    const body = JSON.stringify({ ...params, sign: signPayment(params, this.config.apiKey) });
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.config.baseUrl}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw new PaymentError(`payment provider unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new PaymentError(`payment provider answered HTTP ${res.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentError('payment provider answered something that is not JSON');
    }
    const answer = answerSchema.safeParse(json);
    if (!answer.success) throw new PaymentError('payment provider: unexpected answer');
    const a = answer.data;
    if (a.return_code !== 'SUCCESS') throw new PaymentError(`payment provider: ${a.return_msg ?? 'FAIL'}`);
    // An unsigned or wrongly signed answer did not come from the provider: treat it as no answer.
    if (!a.sign || !safeEqual(a.sign, signPayment(json as Record<string, unknown>, this.config.apiKey)))
      throw new PaymentError('payment provider: answer signature does not match');
    if (a.result_code !== 'SUCCESS')
      throw new PaymentError(`refund refused: ${a.err_code ?? 'FAIL'} ${a.err_code_des ?? ''}`.trim());
    return { provider_refund_id: a.refund_id ?? '' };
  }

  parseRefundCallback(rawBody: string): RefundNotice {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new PaymentSignatureError('refund callback is not JSON');
    }
    const sign = (json as { sign?: unknown } | null)?.sign;
    if (
      typeof sign !== 'string' ||
      !safeEqual(sign, signPayment(json as Record<string, unknown>, this.config.apiKey))
    )
      throw new PaymentSignatureError('refund callback signature does not match');
    const parsed = callbackSchema.safeParse(json);
    if (!parsed.success) throw new PaymentError('refund callback not understood');
    const c = parsed.data;
    if (c.mch_id !== this.config.mchId)
      throw new PaymentSignatureError('refund callback for another merchant');
    return {
      refund_sn: c.out_refund_no,
      provider_refund_id: c.refund_id,
      status: c.refund_status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
      refund_fen: c.refund_fee,
      reason:
        c.refund_status === 'SUCCESS'
          ? ''
          : `${c.refund_status === 'CHANGE' ? '退款异常' : '退款关闭'}${c.err_code_des ? `：${c.err_code_des}` : ''}`,
    };
  }

  callbackAck() {
    return { return_code: 'SUCCESS', return_msg: 'OK' } as const;
  }
}
