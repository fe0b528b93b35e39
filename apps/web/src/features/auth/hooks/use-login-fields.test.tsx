// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matches, required } from '../lib/field-rules.ts';
import { useLoginFields } from './use-login-fields.ts';

function setup() {
  return renderHook(() =>
    useLoginFields<'code' | 'captcha'>(
      { code: '', captcha: '' },
      { code: [required('need a code', { whitespace: true }), matches(/^\d{6}$/, 'six digits')] },
    ),
  );
}

describe('useLoginFields', () => {
  it('checks a field as it is edited, and clears its message once it passes', () => {
    const { result } = setup();
    act(() => result.current.edit('code', '12'));
    expect(result.current.values.code).toBe('12');
    expect(result.current.errors.code).toBe('six digits');
    act(() => result.current.edit('code', ' '));
    expect(result.current.errors.code).toBe('need a code');
    act(() => result.current.edit('code', '123456'));
    expect(result.current.errors).toEqual({});
  });

  it('validate checks every field with checks and answers whether all passed', () => {
    const { result } = setup();
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ code: 'need a code' });
    act(() => result.current.edit('code', '654321'));
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
  });

  it("keeps a message set from outside when the form itself sets the value, drops it on the user's edit", () => {
    const { result } = setup();
    act(() => result.current.setError('captcha', 'wrong picture code'));
    act(() => result.current.setValue('captcha', ''));
    expect(result.current.errors.captcha).toBe('wrong picture code');
    act(() => result.current.edit('captcha', 'k'));
    expect(result.current.errors.captcha).toBeUndefined();
    expect(result.current.values.captcha).toBe('k');
  });
});
