import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact.ts';

describe('redactSecrets', () => {
  it('keeps the key of a secret, never its value, at any depth', () => {
    expect(
      redactSecrets({
        mode: 'sms',
        code: '123456',
        changes: { password: { from: 'a', to: 'b' }, real_name: { from: '甲', to: '乙' } },
        list: [{ refresh_token: 'x' }],
        goods_code: 'G-1',
      }),
    ).toEqual({
      mode: 'sms',
      code: '***',
      changes: { password: '***', real_name: { from: '甲', to: '乙' } },
      list: [{ refresh_token: '***' }],
      goods_code: 'G-1',
    });
  });
});
