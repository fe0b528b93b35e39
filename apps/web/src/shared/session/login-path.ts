/** Where a signed-out user is sent, and where they go back to after signing in (§2, §4). */

export const LOGIN_PATH = '/login';

/** `/login?forward=<path>`; the forward is dropped when it would point back at the login page. */
export function loginPath(forward?: string): string {
  if (!forward || forward === '/' || forward.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?forward=${encodeURIComponent(forward)}`;
}

/** The target after login. Only same-origin absolute paths are honoured, so a crafted link
 * (`?forward=//evil.example` or `https://…`) cannot send the user off-site. */
export function safeForward(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw.startsWith(LOGIN_PATH)) return '/';
  return raw;
}

/** The page the user is on now, as the forward value. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
