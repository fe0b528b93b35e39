import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLoginQuery,
  accountLoginResult,
  challengeLoginQuery,
  loggedInUser,
  logoutBody,
  refreshTokenBody,
  refreshTokenResult,
} from '@rxdesk/contract/auth/auth';
import { apiError } from '@rxdesk/contract/common/api-error';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { AuthService } from './auth.service.ts';
import { requestMeta as meta } from './request-meta.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 423: apiError, 429: apiError };
const digest = z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest');

export function authRoutes(deps: { service: AuthService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/admin-user/login',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Account login (password as lowercase hex MD5 of what the user typed); may answer need_challenge',
          querystring: accountLoginQuery,
          response: { 200: accountLoginResult, ...errors },
        },
      },
      (req) => deps.service.accountLogin(req.query.username, req.query.password, meta(req)),
    );

    r.get(
      '/admin-user/login/challengeLogin',
      {
        schema: {
          tags: ['auth'],
          summary: "Challenge login: the account's second password (MD5 digest) with the challenge token",
          querystring: challengeLoginQuery,
          response: { 200: loggedInUser, ...errors },
        },
      },
      (req) => deps.service.challengeLogin(req.query.challenge_token, req.query.password, meta(req)),
    );

    r.post(
      '/seller/check/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for a new access + refresh token pair (rotation)',
          body: refreshTokenBody,
          response: { 200: refreshTokenResult, ...errors },
        },
      },
      (req) => deps.service.refresh(req.body.refresh_token),
    );

    r.post(
      '/seller/members/logout',
      {
        onRequest: deps.guard(),
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the session',
          body: logoutBody.optional(),
          response: { 200: z.object({}), ...errors },
        },
      },
      async (req) => {
        await deps.service.logout(callerOf(req));
        return {};
      },
    );

    r.put(
      '/seller/shops/clerks/changePassword',
      {
        onRequest: deps.guard(),
        schema: {
          tags: ['auth'],
          summary: 'Change own password (digests); ends every session of the account',
          body: z
            .object({
              old_passwprd: digest.optional(),
              password: digest.optional(),
              rep_password: digest.optional(),
            })
            .optional(),
          response: { 200: z.object({}), ...errors },
        },
      },
      async (req) => {
        const b = req.body ?? {};
        await deps.service.changePassword(callerOf(req), {
          old: b.old_passwprd,
          next: b.password,
          repeat: b.rep_password,
        });
        return {};
      },
    );
  };
}
