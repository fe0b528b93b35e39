import { describe, expect, it } from 'vitest';
import { passwordDigest } from './password-digest.ts';

describe('passwordDigest', () => {
  it('is the lowercase hex md5 of the typed password', () => {
    expect(passwordDigest('admin123')).toBe('0192023a7bbd73250516f069df18b500');
    expect(passwordDigest('密码abc')).toMatch(/^[0-9a-f]{32}$/);
  });
});
