import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type RecordedRequest } from './fake-http-server.ts';

export interface FakeRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  totalFee: number;
  refundFee: number;
  notifyUrl: string;
  /** How many requests asked for this refund (retries of the same out_refund_no). */
  requests: number;
}

/** Written out here rather than imported from the adapter, so a mistake in the adapter's signing
 * cannot be mirrored by the fake and pass unnoticed: WeChat Pay v2 HMAC-SHA256. */
function sign(params: Record<string, unknown>, key: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
  return createHmac('sha256', key).update(`${text}&key=${key}`).digest('hex').toUpperCase();
}

/** A fake payment provider: `POST /refunds` checked as the provider checks it (signature, merchant,
 * required fields, refund not above the payment), refunds deduplicated by out_refund_no as the
 * real one does, signed answers, and signed result callbacks sent on request. */
export async function startFakePayment(opts: { mchId: string; apiKey: string; port?: number }) {
  const refunds = new Map<string, FakeRefund>();
  let refusal: { err_code: string; err_code_des: string } | null = null;
  let brokenAnswers = 0;
  let nextId = 50_000_000_001;

  const answer = (res: ServerResponse, body: Record<string, unknown>) => {
    const withNonce = { ...body, nonce_str: 'fake' + String(nextId) };
    sendJson(res, 200, { ...withNonce, sign: sign(withNonce, opts.apiKey) });
  };

  const handle = (req: RecordedRequest, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url.pathname !== '/refunds')
      return sendJson(res, 404, { return_code: 'FAIL', return_msg: 'not found' });
    if (brokenAnswers > 0) {
      brokenAnswers -= 1;
      return sendJson(res, 502, { return_code: 'FAIL', return_msg: 'bad gateway' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return sendJson(res, 200, { return_code: 'FAIL', return_msg: 'body is not JSON' });
    }
    if (body.sign !== sign(body, opts.apiKey))
      return sendJson(res, 200, { return_code: 'FAIL', return_msg: 'SIGNERROR' });
    if (body.mch_id !== opts.mchId)
      return sendJson(res, 200, { return_code: 'FAIL', return_msg: 'MCHID_ERROR' });
    for (const f of ['out_trade_no', 'out_refund_no', 'total_fee', 'refund_fee', 'notify_url', 'nonce_str'])
      if (body[f] === undefined || body[f] === '')
        return sendJson(res, 200, { return_code: 'FAIL', return_msg: `${f} is required` });
    if (refusal) return answer(res, { return_code: 'SUCCESS', result_code: 'FAIL', ...refusal });
    const totalFee = Number(body.total_fee);
    const refundFee = Number(body.refund_fee);
    if (!(refundFee > 0 && refundFee <= totalFee))
      return answer(res, {
        return_code: 'SUCCESS',
        result_code: 'FAIL',
        err_code: 'INVALID_REQUEST',
        err_code_des: 'refund_fee exceeds total_fee',
      });
    const outRefundNo = String(body.out_refund_no);
    let refund = refunds.get(outRefundNo);
    if (refund) {
      refund.requests += 1;
    } else {
      refund = {
        refundId: String(nextId++),
        outRefundNo,
        outTradeNo: String(body.out_trade_no),
        totalFee,
        refundFee,
        notifyUrl: String(body.notify_url),
        requests: 1,
      };
      refunds.set(outRefundNo, refund);
    }
    return answer(res, {
      return_code: 'SUCCESS',
      result_code: 'SUCCESS',
      out_refund_no: outRefundNo,
      refund_id: refund.refundId,
    });
  };
  const fake = await startFakeServer(handle, { port: opts.port });

  /** The signed result callback the provider would post for this refund. */
  function buildCallback(outRefundNo: string, status: 'SUCCESS' | 'CHANGE' | 'REFUNDCLOSE' = 'SUCCESS') {
    const refund = refunds.get(outRefundNo);
    if (!refund) throw new Error(`fake payment: no refund ${outRefundNo}; request it through the fake first`);
    const params: Record<string, unknown> = {
      mch_id: opts.mchId,
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_fee: refund.refundFee,
      refund_status: status,
      success_time: status === 'SUCCESS' ? '2026-11-22 10:00:00' : '',
      ...(status === 'SUCCESS' ? {} : { err_code_des: '银行卡已注销' }),
      nonce_str: 'cb' + refund.refundId,
    };
    return JSON.stringify({ ...params, sign: sign(params, opts.apiKey) });
  }

  /** POSTs the result callback to `url` (default: the notify_url the refund was requested with). */
  async function sendCallback(
    outRefundNo: string,
    status: 'SUCCESS' | 'CHANGE' | 'REFUNDCLOSE' = 'SUCCESS',
    options: { url?: string; forgeSign?: boolean } = {},
  ) {
    let body = buildCallback(outRefundNo, status);
    if (options.forgeSign) {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      body = JSON.stringify({ ...parsed, sign: sign(parsed, 'not-the-api-key-at-all') });
    }
    const res = await fetch(options.url ?? (refunds.get(outRefundNo) as FakeRefund).notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: res.status, body: await res.text() };
  }

  return {
    ...fake,
    refunds,
    /** Every later refund request is refused with this business error until cleared with null. */
    refuseWith(error: { err_code: string; err_code_des: string } | null) {
      refusal = error;
    },
    /** The next `n` requests get HTTP 502, as an overloaded gateway answers. */
    breakNext(n: number) {
      brokenAnswers = n;
    },
    buildCallback,
    sendCallback,
  };
}
