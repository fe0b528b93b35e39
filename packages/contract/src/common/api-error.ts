import { z } from 'zod';

/** Every failed API call answers `{code, message}`; `message` is in the caller's language.
 * Validation failures add the offending `field`. Status codes: 400 validation, 401 no or
 * expired token, 403 displaced by a sign-in elsewhere (the §8 client logs out on it),
 * 404 not found (also for another shop's rows), 409 state conflict, 422 idempotency mismatch,
 * 423 permission denied (never 403, see DESIGN.md §3), 429 throttled, 503 partner not configured;
 * 409 UNAVAILABLE when the database could not be reached (nothing was done: retry)
 * or database unavailable (try again). */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** With 429: seconds until trying again is allowed (also in the Retry-After header). */
  retry_after: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'DISPLACED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_MISMATCH',
  'THROTTLED',
  'NOT_CONFIGURED',
  'SHOP_CLOSED',
  'LOGIN_FAILED',
  'ACCOUNT_DISABLED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code; the server and the client's error handling agree on it. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  DISPLACED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  FORBIDDEN: 423,
  SHOP_CLOSED: 423,
  ACCOUNT_DISABLED: 423,
  THROTTLED: 429,
  NOT_CONFIGURED: 503,
  /** The database could not be reached (a connection cut, a restart): try again (Retry-After). */
  // Not a 5xx (issue 19): the request did nothing and may be sent again, as a running
  // Idempotency-Key's 409 says; Retry-After tells when.
  UNAVAILABLE: 409,
  INTERNAL: 500,
};
