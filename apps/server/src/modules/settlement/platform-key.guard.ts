import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The platform's own key (PLATFORM_API_KEY) on `X-Platform-Key`, checked before the handler (after
 * the request's schemas, so a malformed call is a 400 like on every route). Unset: 503 NOT_CONFIGURED (nothing can mark a bill paid); wrong or missing: 401. Compared in
 * constant time over fixed-length digests, so neither the key nor its length leaks by timing. */
export function platformKeyGuard(configured: string | null): preHandlerAsyncHookHandler {
  const expected = configured ? digest(configured) : null;
  return async function platformKey(request) {
    if (!expected) throw new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: '平台 Platform' });
    const given = request.headers['x-platform-key'];
    const ok = typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), expected);
    if (!ok) throw new AppError('UNAUTHENTICATED', 'error.settlement.platformKey');
  };
}
