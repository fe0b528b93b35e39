import { describe, expect, it } from 'vitest';
import { confirmMessageKey } from './confirm-rule.ts';

describe('confirmation field rule (§5)', () => {
  it('is required', () => {
    expect(confirmMessageKey(undefined, 'abc123')).toBe('rule.required');
    expect(confirmMessageKey('', 'abc123')).toBe('rule.required');
  });

  it('must equal the field it confirms', () => {
    expect(confirmMessageKey('abc124', 'abc123')).toBe('rule.passwordMismatch');
    expect(confirmMessageKey('abc123', 'abc123')).toBeNull();
  });
});
