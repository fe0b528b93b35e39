import type { onRequestHookHandler, onSendHookHandler } from 'fastify';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import type { ApiKeyScope } from '@rxdesk/contract/settings/api-keys';
import type { AuthGuard, GuardOptions } from '../auth/auth-guard.ts';
import type { OpenApiGuard } from '../auth/open-api-guard.ts';
import { arrayFieldsOf, formArrays } from './form-arrays.ts';

/** Who may call a route, on every route's `config.access`: a signed-in seller (with the permission
 * the guard checks), a shop's open-API key, a partner's signed callback, anyone, or the platform
 * itself. Tests and tools classify routes from it. */
export type RouteAccess =
  | { kind: 'seller'; permission: string | readonly string[] | null }
  | { kind: 'open'; scope?: ApiKeyScope }
  | { kind: 'callback' }
  | { kind: 'public' }
  | { kind: 'internal' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

// The error answers each kind of route documents (all shaped as the contract's apiError).
const SELLER_READ_ERRORS = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 423: apiError };
const SELLER_ACT_ERRORS = { ...SELLER_READ_ERRORS, 409: apiError };
const OPEN_ERRORS = {
  400: apiError,
  401: apiError,
  404: apiError,
  409: apiError,
  422: apiError,
  423: apiError,
};
const PUBLIC_ERRORS = {
  400: apiError,
  401: apiError,
  403: apiError,
  423: apiError,
  429: apiError,
  500: apiError,
  503: apiError,
};

// Every route may answer 400 (a URL or text the platform refuses before the route reads it, e.g.
// a NUL character: no-nul.ts); a callback also 401 for a bad signature. Documented, so a caller
// (and the trust suite's fuzzing) knows them.
const CALLBACK_ERRORS = { 400: apiError, 401: apiError };
const INTERNAL_ERRORS = { 400: apiError };

/** A route's schema as the route file writes it: no tags, no error answers (added here). */
export interface RouteSchema {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response?: Record<number, z.ZodType>;
  produces?: string[];
}

/** Fastify validates a request without a body as `null`; a body the route marks optional must
 * take that as absent, or a bodiless call its contract allows is refused 400 (issue 19: a bodiless
 * sign-out left the session alive). */
function absentBodyAsUndefined(body: z.ZodType): z.ZodType {
  if (!body.safeParse(undefined).success) return body;
  return z.preprocess((v) => (v === null ? undefined : v), body);
}

function options<S extends RouteSchema, E extends Record<number, z.ZodType>>(
  tags: string[],
  schema: S,
  errors: E,
  access: RouteAccess,
  extra: {
    onRequest?: onRequestHookHandler;
    onSend?: onSendHookHandler;
    security?: Record<string, string[]>[];
  } = {},
) {
  const { onRequest, onSend, security } = extra;
  const arrays = schema.body ? arrayFieldsOf(schema.body) : [];
  return {
    ...(onRequest ? { onRequest } : {}),
    ...(onSend ? { onSend } : {}),
    ...(arrays.length ? { preValidation: formArrays(arrays) } : {}),
    config: { access },
    schema: {
      tags,
      ...schema,
      ...(schema.body ? { body: absentBodyAsUndefined(schema.body) as S['body'] } : {}),
      ...(security ? { security } : {}),
      response: { ...errors, ...(schema.response as S['response']) } as E & NonNullable<S['response']>,
    },
  };
}

/** Routes of the seller back office behind the seller guard (401 / 403 displaced / 423, and the
 * §6 permission when given): `read` documents the reading errors, `act` adds 409 (a state seen
 * that changed). */
export function sellerRoutes(
  guard: AuthGuard,
  tags: string[],
  permission?: string | readonly string[],
  more: Omit<GuardOptions, 'permission'> = {},
) {
  const onRequest = guard({ permission, ...more });
  const access: RouteAccess = { kind: 'seller', permission: permission ?? null };
  return {
    read: <S extends RouteSchema>(schema: S) =>
      options(tags, schema, SELLER_READ_ERRORS, access, { onRequest }),
    act: <S extends RouteSchema>(schema: S) =>
      options(tags, schema, SELLER_ACT_ERRORS, access, { onRequest }),
  };
}

/** Routes of the open API (storefront / ERP / suppliers / the platform) behind the shop-key guard
 * (`openShopOf(req)`): each declares the scope a key must hold to call it (issue 24). */
export function openRoutes(openApi: OpenApiGuard, scope: ApiKeyScope, tags: string[] = ['open']) {
  const onRequest = openApi(scope);
  const onSend = openApi.markUsed;
  const security = [{ apiKey: [] }];
  return {
    open: <S extends RouteSchema>(schema: S) =>
      options(tags, schema, OPEN_ERRORS, { kind: 'open', scope }, { onRequest, onSend, security }),
  };
}

/** Routes anyone may call (sign-in and its helpers); they throttle and check what they are sent. */
export function publicRoutes(tags: string[]) {
  return {
    open: <S extends RouteSchema>(schema: S) => options(tags, schema, PUBLIC_ERRORS, { kind: 'public' }),
  };
}

/** A partner's callback (payment, delivery): its own signature check is the guard. */
export function callbackRoute<S extends RouteSchema>(tags: string[], schema: S) {
  return options(tags, schema, CALLBACK_ERRORS, { kind: 'callback' });
}

/** The platform's own routes (health). */
export function internalRoute<S extends RouteSchema>(tags: string[], schema: S) {
  return options(tags, schema, INTERNAL_ERRORS, { kind: 'internal' });
}

/** The live sockets' upgrade routes: anyone may open one, and the socket itself checks the access
 * token (and its session) before it listens, closing it otherwise. */
export const SOCKET_ACCESS: RouteAccess = { kind: 'public' };
