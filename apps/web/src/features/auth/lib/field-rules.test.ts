import { describe, expect, it } from 'vitest';
import { firstError, matches, required, satisfies } from './field-rules.ts';

describe('login field checks', () => {
  it('required refuses an empty value, and a blank one only with whitespace', () => {
    expect(required('need')('')).toBe('need');
    expect(required('need')('  ')).toBeNull();
    expect(required('need', { whitespace: true })('  ')).toBe('need');
    expect(required('need', { whitespace: true })(' a ')).toBeNull();
  });

  it('matches and satisfies leave an empty value to required', () => {
    const sixDigits = matches(/^\s*\d{6}\s*$/, 'six');
    expect(sixDigits('')).toBeNull();
    expect(sixDigits(' 123456 ')).toBeNull();
    expect(sixDigits('12345')).toBe('six');
    const mobile = satisfies((v) => /^1\d{10}$/.test(v), 'mobile');
    expect(mobile('   ')).toBeNull();
    expect(mobile(' 13800000000 ')).toBeNull();
    expect(mobile('138')).toBe('mobile');
  });

  it('firstError answers the first failing check only', () => {
    const checks = [required('need', { whitespace: true }), matches(/^\d+$/, 'digits')];
    expect(firstError('', checks)).toBe('need');
    expect(firstError('ab', checks)).toBe('digits');
    expect(firstError('12', checks)).toBeNull();
    expect(firstError('x')).toBeNull();
  });
});
