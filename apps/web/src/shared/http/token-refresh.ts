import type { RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import type { RunExclusive } from './exclusive-lock.ts';

export interface TokenRefresherDeps {
  /** The stored access token, usable or not. */
  readAccessToken: () => string | null;
  /** Whether a token is still worth sending (not past its exp). */
  isUsable: (token: string) => boolean;
  readRefreshToken: () => string | null;
  /** POST seller/check/token. */
  requestRefresh: (refreshToken: string) => Promise<RefreshTokenResult>;
  saveTokens: (result: RefreshTokenResult) => void;
  /** The pair another tab already got for this refresh token, from storage every tab reads alike
   * (token-rotations.ts: localStorage reaches other tabs late). */
  readRotation: (refreshToken: string) => Promise<RefreshTokenResult | null>;
  recordRotation: (refreshToken: string, result: RefreshTokenResult) => Promise<void>;
  /** Runs the critical section under the cross-tab lock. */
  exclusive: RunExclusive;
}

/**
 * Returns `refresh(staleToken)`: resolves to a fresh access token, refreshing at most once however
 * many requests (in this tab) and tabs ask at the same moment.
 *
 * - In this tab, concurrent callers share one promise.
 * - Across tabs, the refresh runs under a lock, and inside it localStorage is read again: if the
 *   stored access token is no longer the one the caller saw fail (`staleToken`) and is usable,
 *   another tab rotated the pair already, and reusing it avoids spending the refresh token twice
 *   (refresh tokens rotate on every call and the old one dies after a short grace). localStorage
 *   can still show another tab's spent refresh token for a moment after that tab released the lock,
 *   so the pair each refresh gave is also recorded where every tab reads alike, and a tab about to
 *   spend a refresh token that was spent already takes that pair instead.
 */
export function createTokenRefresher(
  deps: TokenRefresherDeps,
): (staleToken: string | null) => Promise<string> {
  let inFlight: Promise<string> | null = null;

  async function refreshUnderLock(staleToken: string | null): Promise<string> {
    return deps.exclusive(async () => {
      const current = deps.readAccessToken();
      if (current && current !== staleToken && deps.isUsable(current)) return current;
      const refreshToken = deps.readRefreshToken();
      if (!refreshToken) throw new Error('no refresh token stored');
      // Where IndexedDB is unusable (some private modes), the refresh goes on without the record.
      const spent = await deps.readRotation(refreshToken).catch(() => null);
      if (spent) {
        deps.saveTokens(spent);
        return spent.accessToken;
      }
      const result = await deps.requestRefresh(refreshToken);
      deps.saveTokens(result);
      await deps.recordRotation(refreshToken, result).catch(() => undefined);
      return result.accessToken;
    });
  }

  return (staleToken) => {
    inFlight ??= refreshUnderLock(staleToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
