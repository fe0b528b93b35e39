import { describe, expect, it } from 'vitest';
import { apiErrorOf, failureMessage, httpStatusOf, isTimeout } from './error-message.ts';

const t = (key: string) => `[${key}]`;

describe('reading failed requests', () => {
  const serverError = {
    response: { status: 400, data: { code: 'VALIDATION', message: '旧密码不正确', field: 'old_passwprd' } },
  };

  it('shows the server message when there is one', () => {
    expect(failureMessage(serverError, t)).toBe('旧密码不正确');
    expect(apiErrorOf(serverError)).toEqual({
      code: 'VALIDATION',
      message: '旧密码不正确',
      field: 'old_passwprd',
    });
    expect(httpStatusOf(serverError)).toBe(400);
  });

  it('says "timed out" for a request that got no answer in time', () => {
    const timeout = { code: 'ECONNABORTED', message: 'timeout of 60000ms exceeded' };
    expect(isTimeout(timeout)).toBe(true);
    expect(failureMessage(timeout, t)).toBe('[http.timeout]');
    expect(failureMessage({ code: 'ETIMEDOUT' }, t)).toBe('[http.timeout]');
  });

  it('says "network error" otherwise', () => {
    expect(failureMessage({ code: 'ERR_NETWORK' }, t)).toBe('[http.network]');
    expect(failureMessage({ response: { status: 502, data: '<html>Bad gateway</html>' } }, t)).toBe(
      '[http.network]',
    );
    expect(failureMessage({ response: { status: 500, data: { code: 'INTERNAL', message: '  ' } } }, t)).toBe(
      '[http.network]',
    );
    expect(failureMessage(new Error('boom'), t)).toBe('[http.network]');
    expect(failureMessage(undefined, t)).toBe('[http.network]');
    expect(httpStatusOf(undefined)).toBeUndefined();
  });
});
