import { ERROR_STATUS, type ErrorCode } from '@rxdesk/contract/common/api-error';

/** An expected failure the user should read: a code that fixes the HTTP status, a message key
 * translated into the caller's language at the edge, and optionally the offending field. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(messageKey);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
export const conflict = (key = 'error.conflict', params: Record<string, string | number> = {}) =>
  new AppError('CONFLICT', key, params);
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const invalidField = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', key, params, field);
