import type { ApiError } from '@rxdesk/contract/common/api-error';

/* Reading a failed request without depending on the transport's classes, so this stays pure and the
 * same code reads errors in tests, hooks and the client. */

interface ErrorLike {
  code?: unknown;
  response?: { status?: unknown; data?: unknown };
}

function asErrorLike(error: unknown): ErrorLike {
  return error !== null && typeof error === 'object' ? (error as ErrorLike) : {};
}

/** The HTTP status of a failed request, undefined when no response came back. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = asErrorLike(error).response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's `{code, message, field?}` body, when the failure carries one. */
export function apiErrorOf(error: unknown): ApiError | null {
  const data = asErrorLike(error).response?.data;
  if (data === null || typeof data !== 'object') return null;
  const { code, message, field } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return typeof field === 'string' ? { code, message, field } : { code, message };
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

export function isTimeout(error: unknown): boolean {
  const { code, response } = asErrorLike(error);
  return !response && typeof code === 'string' && TIMEOUT_CODES.has(code);
}

/** §8: the server's message; else the timeout text; else the network text (already translated
 * by `t`). A proxy's HTML error page is not a message the user can read, so it counts as network. */
export function failureMessage(error: unknown, t: (key: 'http.timeout' | 'http.network') => string): string {
  const apiError = apiErrorOf(error);
  if (apiError && apiError.message.trim()) return apiError.message;
  return isTimeout(error) ? t('http.timeout') : t('http.network');
}
