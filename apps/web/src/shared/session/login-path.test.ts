import { describe, expect, it } from 'vitest';
import { loginPath, safeForward } from './login-path.ts';

describe('loginPath', () => {
  it('adds the encoded forward path', () => {
    expect(loginPath('/order/detail/SN1?tab=log')).toBe('/login?forward=%2Forder%2Fdetail%2FSN1%3Ftab%3Dlog');
  });

  it('drops forwards that are useless or would loop', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?forward=%2Fx')).toBe('/login');
  });
});

describe('safeForward', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeForward('/dashboard')).toBe('/dashboard');
    expect(safeForward('/order/list?page=2')).toBe('/order/list?page=2');
  });

  it('rejects anything that could leave the site or loop', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'dashboard',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/login',
    ]) {
      expect(safeForward(raw)).toBe('/');
    }
  });
});
