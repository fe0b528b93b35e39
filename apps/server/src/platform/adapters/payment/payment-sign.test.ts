import { describe, expect, it } from 'vitest';
import { signPayment } from './payment-sign.ts';

describe('signPayment', () => {
  it('matches the HMAC-SHA256 example of the WeChat Pay v2 signature documentation', () => {
    const params = {
      appid: 'wxd930ea5d5a258f4f',
      mch_id: 10000100,
      device_info: 1000,
      body: 'test',
      nonce_str: 'ibuaiVcKdpRxkhJA',
    };
    expect(signPayment(params, '192006250b4c09247ec02edce69f6a2d')).toBe(
      '6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6',
    );
  });

  it('ignores sign, empty values and key order; changes with any value or the key', () => {
    const base = signPayment({ a: 1, b: 'x' }, 'k');
    expect(signPayment({ b: 'x', a: 1, sign: 'whatever', c: '' }, 'k')).toBe(base);
    expect(signPayment({ a: 2, b: 'x' }, 'k')).not.toBe(base);
    expect(signPayment({ a: 1, b: 'x' }, 'K')).not.toBe(base);
  });
});
