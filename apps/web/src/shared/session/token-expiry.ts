/** §4 "tokens expire according to their exp claim". The access token is a JWT; we only read its
 * payload (never trust it for anything but "is it worth sending"), the server verifies it. */

/** Seconds before the real expiry at which we already treat a token as expired, so a request
 * never leaves with a token that dies on the way. */
export const EXPIRY_SKEW_SECONDS = 10;

/** The `exp` claim (unix seconds) of a JWT, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    // The payload is UTF-8 JSON; atob yields one char per byte, so decode the bytes properly.
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token can still be sent. Falls back to the `expires` the server returned with
 * it when the token is opaque; with neither, the server's 401 decides (and triggers a refresh). */
export function isTokenUsable(token: string, fallbackExpires: number | undefined, nowMs: number): boolean {
  const exp = jwtExpiry(token) ?? fallbackExpires;
  if (exp === undefined) return true;
  return exp - EXPIRY_SKEW_SECONDS > nowMs / 1000;
}
