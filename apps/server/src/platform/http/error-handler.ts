import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS } from '@rxdesk/contract/common/api-error';
import { localeFromHeader, translateMessage } from '@rxdesk/contract/common/locale';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from './app-error.ts';

/** Maps every failure to `{code, message, field?}` in the caller's language (DESIGN.md §3). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    if (error instanceof AppError) {
      const body: Record<string, string | number> = {
        code: error.code,
        message: translateMessage(locale, error.messageKey, error.params),
      };
      if (error.field) body.field = error.field;
      if (error.statusCode === 429 && error.params.seconds) {
        reply.header('retry-after', String(error.params.seconds));
        body.retry_after = Number(error.params.seconds);
      }
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue ? fieldName(issue.instancePath, issue.params) : '';
      const key = issue?.message ?? '';
      // Our schemas carry message keys (§5 rules); zod's own English defaults become a generic
      // "invalid parameter" in the caller's language, still naming the field.
      const message =
        key.startsWith('rule.') || key.startsWith('error.')
          ? `${field ? `${field}: ` : ''}${translateMessage(locale, key)}`
          : translateMessage(locale, 'error.validation', { field: field || '-' });
      return reply.status(400).send({ code: 'VALIDATION', message, field });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(ERROR_STATUS.UNAVAILABLE)
        .header('retry-after', '1')
        .send({ code: 'UNAVAILABLE', message: translateMessage(locale, 'error.databaseUnavailable') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: translateMessage(locale, 'error.internal') });
    }
    const key =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
        ? 'error.malformedBody'
        : status === 413
          ? 'error.payloadTooLarge'
          : status === 415
            ? 'error.unsupportedMediaType'
            : null;
    return reply.status(status).send({
      code: status === 404 ? 'NOT_FOUND' : 'VALIDATION',
      message: key ? translateMessage(locale, key) : error.message,
    });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: translateMessage(locale, 'error.routeNotFound', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      }),
    });
  });
}

/** Fastify's own answers for a URL its router cannot read (bad percent-encoding: 400; a path
 * parameter past the router's length limit: 414), as {code, message} in the caller's language
 * instead of Fastify's English (issue 19, trust/fuzz). Given to Fastify as `frameworkErrors`. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send({
    code: 'VALIDATION',
    message: translateMessage(locale, tooLong ? 'error.urlTooLong' : 'error.badUrl'),
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  if (path) return path;
  return Array.isArray(missing) ? missing.join('.') : '';
}
