import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, sendJson } from '../../../testing/fakes/fake-http-server.ts';
import { startFakePayment } from '../../../testing/fakes/fake-payment.ts';
import { parsePaymentConfig, PaymentConfigError } from './payment-config.ts';
import { HttpPaymentProvider, PaymentError, PaymentSignatureError } from './payment-provider.ts';
import { signPayment } from './payment-sign.ts';

const MCH = '1900000109';
const KEY = 'adapter-test-api-key-000001';
const request = {
  order_sn: '2026112200000001',
  refund_sn: 'RFAS1',
  total_fen: 9800,
  refund_fen: 1200,
  reason: '退货',
};

describe('HttpPaymentProvider against the fake provider', () => {
  let pay: Awaited<ReturnType<typeof startFakePayment>>;
  let provider: HttpPaymentProvider;
  const config = () => ({
    baseUrl: pay.url,
    mchId: MCH,
    apiKey: KEY,
    notifyUrl: 'https://shop.example.com/cb',
    retryIntervalMs: 30_000,
  });
  beforeAll(async () => {
    pay = await startFakePayment({ mchId: MCH, apiKey: KEY });
    provider = new HttpPaymentProvider(config());
  });
  afterAll(() => pay.close());

  it('sends a signed request the provider accepts; the same refund twice is one refund', async () => {
    const first = await provider.requestRefund(request);
    const second = await provider.requestRefund(request);
    expect(second.provider_refund_id).toBe(first.provider_refund_id);
    expect(pay.refunds.get('RFAS1')).toMatchObject({
      refundFee: 1200,
      totalFee: 9800,
      requests: 2,
      notifyUrl: 'https://shop.example.com/cb',
    });
    const sent = JSON.parse(pay.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent.sign).toBe(signPayment(sent, KEY));
  });

  it('reports refusals and a wrong key as errors', async () => {
    pay.refuseWith({ err_code: 'NOTENOUGH', err_code_des: '余额不足' });
    await expect(provider.requestRefund({ ...request, refund_sn: 'RFAS2' })).rejects.toThrow('NOTENOUGH');
    pay.refuseWith(null);
    const wrongKey = new HttpPaymentProvider({ ...config(), apiKey: 'another-key-0000000000' });
    await expect(wrongKey.requestRefund({ ...request, refund_sn: 'RFAS3' })).rejects.toThrow(PaymentError);
    expect(pay.refunds.has('RFAS3')).toBe(false);
  });

  it('reads a signed callback and refuses a forged one', () => {
    const body = pay.buildCallback('RFAS1', 'SUCCESS');
    expect(provider.parseRefundCallback(body)).toMatchObject({
      refund_sn: 'RFAS1',
      status: 'SUCCESS',
      refund_fen: 1200,
    });
    expect(provider.parseRefundCallback(pay.buildCallback('RFAS1', 'CHANGE')).status).toBe('FAILED');
    const forged = { ...(JSON.parse(body) as Record<string, unknown>), refund_fee: 999_999 };
    expect(() => provider.parseRefundCallback(JSON.stringify(forged))).toThrow(PaymentSignatureError);
    const otherMerchant = { ...(JSON.parse(body) as Record<string, unknown>), mch_id: '1' };
    const resigned = JSON.stringify({ ...otherMerchant, sign: signPayment(otherMerchant, KEY) });
    expect(() => provider.parseRefundCallback(resigned)).toThrow(PaymentSignatureError);
  });
});

describe('HttpPaymentProvider against a broken or forged provider', () => {
  it('treats an answer without the right signature as no answer, and an unreachable one as an error', async () => {
    const forger = await startFakeServer((_req, res) =>
      sendJson(res, 200, { return_code: 'SUCCESS', result_code: 'SUCCESS', refund_id: '1', sign: 'FORGED' }),
    );
    const provider = new HttpPaymentProvider({
      baseUrl: forger.url,
      mchId: MCH,
      apiKey: KEY,
      notifyUrl: 'https://x/cb',
      retryIntervalMs: 1000,
    });
    await expect(provider.requestRefund(request)).rejects.toThrow('signature');
    await forger.close();
    await expect(provider.requestRefund(request)).rejects.toThrow('unreachable');
  });
});

describe('payment configuration', () => {
  const full = {
    PAYMENT_BASE_URL: 'https://pay.example.com/',
    PAYMENT_MCH_ID: MCH,
    PAYMENT_API_KEY: KEY,
    PAYMENT_NOTIFY_URL: 'https://shop.example.com/api/open/payment/refund-callback',
  };
  it('is off without variables, on with all four, and refuses a partial set naming what is missing', () => {
    expect(parsePaymentConfig({})).toBeNull();
    expect(parsePaymentConfig(full)).toEqual({
      baseUrl: 'https://pay.example.com',
      mchId: MCH,
      apiKey: KEY,
      notifyUrl: full.PAYMENT_NOTIFY_URL,
      retryIntervalMs: 30_000,
    });
    expect(() => parsePaymentConfig({ PAYMENT_MCH_ID: MCH })).toThrow(
      /missing PAYMENT_BASE_URL, PAYMENT_API_KEY, PAYMENT_NOTIFY_URL/,
    );
    expect(() => parsePaymentConfig({ ...full, PAYMENT_API_KEY: 'short' })).toThrow(PaymentConfigError);
    expect(() => parsePaymentConfig({ ...full, PAYMENT_API_KEY: '' })).toThrow(/missing PAYMENT_API_KEY\b/);
  });
});
