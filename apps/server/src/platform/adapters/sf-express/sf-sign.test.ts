import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSf } from './sf-sign.ts';

describe('signSf', () => {
  it("matches the example in SF's documentation", () => {
    // Documented: {"hello":"kitty"}&1234567890&0123456789abcdef0123456789abcdef
    //   → md5 hex ef3435b1480e553480e19e3e162fb0be → base64 of that hex text.
    expect(signSf('{"hello":"kitty"}', '1234567890', '0123456789abcdef0123456789abcdef')).toBe(
      'ZWYzNDM1YjE0ODBlNTUzNDgwZTE5ZTNlMTYyZmIwYmU=',
    );
  });

  it('encodes the hex text, not the raw digest, and hashes the UTF-8 bytes', () => {
    const body = '{"shop_order_id":"SN1","receive":{"user_name":"张三"}}';
    const hex = createHash('md5')
      .update(Buffer.from(`${body}&1001&secret-key`, 'utf8'))
      .digest('hex');
    const sign = signSf(body, '1001', 'secret-key');
    expect(sign).toBe(Buffer.from(hex, 'ascii').toString('base64'));
    expect(sign).toHaveLength(44); // 32 hex characters; the raw 16 bytes would give 24
  });

  it('changes when the body, the id or the key changes', () => {
    const base = signSf('{"a":1}', '1', 'k');
    expect(signSf('{"a":2}', '1', 'k')).not.toBe(base);
    expect(signSf('{"a":1}', '2', 'k')).not.toBe(base);
    expect(signSf('{"a":1}', '1', 'K')).not.toBe(base);
  });
});
