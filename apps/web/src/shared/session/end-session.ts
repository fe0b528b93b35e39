import { clearSession } from './session-storage.ts';
import { loginPath } from './login-path.ts';

/* Ending a session always ends with a full page load of /login: that drops every in-memory
 * cache (query cache, permissions, cached pages) in one stroke, as §4 asks ("logout and reload"). */

let ending = false;

/** True once a sign-out is under way; later failures stay quiet instead of stacking alerts. */
export function isSessionEnding(): boolean {
  return ending;
}

/** Claims the right to end the session; false when someone else already did (one alert only). */
export function beginSessionEnd(): boolean {
  if (ending) return false;
  ending = true;
  return true;
}

/** Clears the stored session and loads the login page; with a `forwardPath` the login returns
 * there afterwards. */
export function endSession(forwardPath: string | null): void {
  ending = true;
  const target = loginPath(forwardPath ?? undefined);
  clearSession();
  window.location.assign(target);
}
