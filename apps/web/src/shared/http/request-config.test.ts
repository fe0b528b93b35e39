import { describe, expect, it } from 'vitest';
import { skipsTokenCheck } from './request-config.ts';

describe('skipsTokenCheck', () => {
  it.each([
    'seller/check/token',
    '/seller/check/token',
    'admin-user/login',
    '/admin-user/login/smsLogin',
    'admin-user/login/qywx?code=1',
    'seller/members/logout',
    '/api/validator',
  ])('skips the token pre-check for %s', (url) => {
    expect(skipsTokenCheck(url)).toBe(true);
  });

  it.each([
    'seller/shops',
    '/seller/shops/closeStatus',
    'seller/trade/orders/SN1/setout',
    'seller/members/logoutx',
  ])('guards %s', (url) => {
    expect(skipsTokenCheck(url)).toBe(false);
  });
});
