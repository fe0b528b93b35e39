import type { LoadingOption } from '../feedback/loading-overlay-store.ts';
import type { TransportConfig } from './transport.ts';

/** §9: general request timeout. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** §9: setout and orderAgain wait on partner systems; pass as `timeout` on those calls. */
export const LONG_TIMEOUT_MS = 130_000;

/** What a caller may add to the transport's config. */
export interface RequestOptions {
  /** No error toast for this call; the caller shows the failure itself. Session handling
   * (refresh, displaced, shop closed) still happens. */
  silent?: boolean;
  /** Show the "please wait" overlay; a number is its background opacity (§9). */
  loading?: LoadingOption;
  /** Send a PUT/POST body as JSON instead of the default form encoding. */
  json?: boolean;
}

export type ApiRequestConfig = TransportConfig & RequestOptions;

/** §7: calls that must work without (or before) a session skip the token pre-check, and a 401
 * from them is an ordinary failure (e.g. wrong password), never a reason to refresh. */
const UNGUARDED = [
  /^seller\/check\/token$/,
  // Every sign-in call under admin-user/login — but getPharmaistMethod needs the session.
  /^admin-user\/login(?!\/getPharmaistMethod$)(\/.*)?$/,
  /^seller\/login(\/.*)?$/,
  /^seller\/members\/logout$/,
  /^validator$/,
  /^health$/,
];

export function skipsTokenCheck(url: string): boolean {
  const path =
    url
      .replace(/^\/+/, '')
      .replace(/^api\//, '')
      .split('?')[0] ?? '';
  return UNGUARDED.some((pattern) => pattern.test(path));
}
