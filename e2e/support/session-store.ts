import type { BrowserContext } from '@playwright/test';

/* Signed-in sessions kept for the rest of the worker (one per account), so a spec that only needs
 * to be signed in starts from stored session state instead of the login form (issue 18: the test
 * budget). The app keeps its session in localStorage (tokens, user record, login count) and the
 * shop cookie (apps/web/src/shared/session/session-storage.ts): exactly what Playwright's
 * storageState holds.
 *
 * The server keeps one active session per account: another sign-in (form, SMS or API), a sign-out,
 * a refresh-token reuse or an ended session in any spec ends the stored one. So a stored session is
 * asked the server before each use, and signed in afresh when refused. Module state: Playwright runs
 * each worker in its own process, so this cache is per worker. */

export type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Account {
  username: string;
  password: string;
}

const ACCESS_TOKEN_KEY = 'seller_access_token';
/** A stored access token must outlive the longest test (90 s) with room to spare: a page that
 * refreshed it would spend the stored refresh token, and the next page to spend it again would be
 * taken for a stolen token and signed out (refresh-token reuse, §4). */
const MIN_TOKEN_LIFE_MS = 5 * 60_000;

const stored = new Map<string, StoredState>();

export function rememberSession(account: Account, state: StoredState): void {
  stored.set(account.username, state);
}

/** The account's stored state if the server still accepts its session, else null (and forgotten). */
export async function usableSession(account: Account, baseURL: string): Promise<StoredState | null> {
  const state = stored.get(account.username);
  if (!state) return null;
  const token = accessToken(state, baseURL);
  if (token && tokenLifeMs(token) > MIN_TOKEN_LIFE_MS && (await serverAccepts(token, baseURL))) return state;
  stored.delete(account.username);
  return null;
}

function accessToken(state: StoredState, baseURL: string): string | null {
  const origin = new URL(baseURL).origin;
  const storage = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return storage.find((item) => item.name === ACCESS_TOKEN_KEY)?.value ?? null;
}

/** Milliseconds until the JWT's exp (0 when unreadable). */
function tokenLifeMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
  } catch {
    return 0;
  }
}

/** An authenticated call without side effects: 200 while the session is active, 401/403 once it
 * was displaced, signed out or ended. */
async function serverAccepts(token: string, baseURL: string): Promise<boolean> {
  const res = await fetch(new URL('/api/seller/shops/closeStatus', baseURL), {
    headers: { Authorization: token },
  });
  await res.arrayBuffer();
  return res.ok;
}
