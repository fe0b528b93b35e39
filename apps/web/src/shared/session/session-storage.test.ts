// @vitest-environment jsdom
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getOrCreateUuid,
  hasValidSession,
  readRefreshToken,
  readShop,
  readUser,
  saveLogin,
  saveRefreshedTokens,
  saveShop,
  SESSION_KEYS,
} from './session-storage.ts';

const user: LoggedInUser = {
  uid: 1,
  username: 'admin',
  role_id: 0,
  role_name: '店主',
  founder: 1,
  pharmacist: 0,
  shop_id: 7,
  organization_name: '演示大药房',
  face: '',
  mobile: '13800000000',
  login_count: 3,
  expires: Math.floor(Date.now() / 1000) + 3600,
  access_token: 'opaque-access',
  refresh_token: 'opaque-refresh',
};

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('seller_shop');
    Cookies.remove('language');
  });

  it('stores the user without its tokens, and the tokens under the §3 names', () => {
    saveLogin(user);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).not.toHaveProperty('access_token');
    expect(localStorage.getItem('seller_access_token')).toBe('opaque-access');
    expect(localStorage.getItem('seller_refresh_token')).toBe('opaque-refresh');
    expect(localStorage.getItem('login_count')).toBe('3');
    expect(readUser()?.username).toBe('admin');
    expect(hasValidSession()).toBe(true);
  });

  it('is not a valid session when any of the three parts is missing or the token expired', () => {
    saveLogin(user);
    localStorage.removeItem('seller_refresh_token');
    expect(hasValidSession()).toBe(false);
    saveLogin({ ...user, expires: 1 });
    expect(hasValidSession()).toBe(false);
  });

  it('rotates tokens and moves the stored expiry along', () => {
    saveLogin({ ...user, expires: 1 });
    saveRefreshedTokens({ accessToken: 'a2', refreshToken: 'r2', expires: user.expires });
    expect(readRefreshToken()).toBe('r2');
    expect(readUser()?.expires).toBe(user.expires);
    expect(hasValidSession()).toBe(true);
  });

  it('creates the uuid once and keeps it, and the language, across clearSession', () => {
    const uuid = getOrCreateUuid();
    expect(uuid).toMatch(/^[A-Za-z0-9]{32}$/);
    Cookies.set('language', 'en');
    saveLogin(user);
    saveShop({
      shop_id: 7,
      shop_name: '演示大药房',
      shop_logo: '',
      shop_contact_name: '',
      shop_contact_phone: '',
      shop_address: '',
      closed: 0,
      create_time: 0,
    });
    expect(readShop()?.shop_id).toBe(7);
    clearSession();
    expect(readUser()).toBeNull();
    expect(readShop()).toBeNull();
    expect(localStorage.getItem('login_count')).toBeNull();
    expect(getOrCreateUuid()).toBe(uuid);
    expect(Cookies.get('language')).toBe('en');
  });

  it('treats unreadable JSON as absent', () => {
    localStorage.setItem(SESSION_KEYS.user, '{broken');
    expect(readUser()).toBeNull();
  });
});
