import type { LoggedInUser, RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import { randomString } from '@rxdesk/contract/common/random-string';
import type { ShopInfo } from '@rxdesk/contract/settings/shop';
import Cookies from 'js-cookie';
import { isTokenUsable } from './token-expiry.ts';

/** §3 client-side storage names. localStorage (not sessionStorage) so every tab shares one session
 * and one refresh-token rotation (§4). */
export const SESSION_KEYS = {
  user: 'seller_user',
  accessToken: 'seller_access_token',
  refreshToken: 'seller_refresh_token',
  uuid: 'seller_uuid',
  loginCount: 'login_count',
} as const;

/** The shop record is a cookie kept 30 days (§9). */
export const SHOP_COOKIE = 'seller_shop';
const SHOP_COOKIE_DAYS = 30;

/** The user as stored: the tokens live under their own keys, never inside the JSON. */
export type StoredUser = Omit<LoggedInUser, 'access_token' | 'refresh_token'>;

function readJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null; // a hand-edited or half-written value counts as absent
  }
}

export function saveLogin(user: LoggedInUser): void {
  const { access_token, refresh_token, ...rest } = user;
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(rest satisfies StoredUser));
  localStorage.setItem(SESSION_KEYS.accessToken, access_token);
  localStorage.setItem(SESSION_KEYS.refreshToken, refresh_token);
  localStorage.setItem(SESSION_KEYS.loginCount, String(user.login_count));
}

export function readUser(): StoredUser | null {
  return readJson<StoredUser>(localStorage.getItem(SESSION_KEYS.user));
}

export function readAccessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.accessToken) || null;
}

/** The access token if it is still worth sending, else null (missing or past its exp). */
export function readUsableAccessToken(nowMs = Date.now()): string | null {
  const token = readAccessToken();
  return token && isTokenUsable(token, readUser()?.expires, nowMs) ? token : null;
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refreshToken) || null;
}

/** Stores a rotated token pair; the user's `expires` follows the new access token. */
export function saveRefreshedTokens(result: RefreshTokenResult): void {
  localStorage.setItem(SESSION_KEYS.accessToken, result.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, result.refreshToken);
  const user = readUser();
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, expires: result.expires }));
}

/** §4: the session is valid when access token, user and refresh token all exist. */
export function hasValidSession(nowMs = Date.now()): boolean {
  return Boolean(readUsableAccessToken(nowMs) && readUser() && readRefreshToken());
}

/** The per-browser `uuid` header value: created once and kept across sign-outs. */
export function getOrCreateUuid(): string {
  const existing = localStorage.getItem(SESSION_KEYS.uuid);
  if (existing) return existing;
  const created = randomString(32);
  localStorage.setItem(SESSION_KEYS.uuid, created);
  return created;
}

export function readShop(): ShopInfo | null {
  return readJson<ShopInfo>(Cookies.get(SHOP_COOKIE));
}

export function saveShop(shop: ShopInfo): void {
  Cookies.set(SHOP_COOKIE, JSON.stringify(shop), { expires: SHOP_COOKIE_DAYS, sameSite: 'Lax' });
}

/** Forgets the session. The uuid (identifies the browser, not the user) and the language stay. */
export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.user);
  localStorage.removeItem(SESSION_KEYS.accessToken);
  localStorage.removeItem(SESSION_KEYS.refreshToken);
  localStorage.removeItem(SESSION_KEYS.loginCount);
  Cookies.remove(SHOP_COOKIE);
}
