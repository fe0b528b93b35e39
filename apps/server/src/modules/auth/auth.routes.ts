import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountLoginQuery,
  accountLoginResult,
  challengeLoginQuery,
  changePasswordBody,
  loggedInUser,
  logoutBody,
  refreshTokenBody,
  refreshTokenResult,
} from '@rxdesk/contract/auth/auth';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { publicRoutes, sellerRoutes } from '../../platform/http/route-schema.ts';
import type { AuthService } from './auth.service.ts';
import { requestMeta as meta } from './request-meta.ts';

export function authRoutes(deps: { service: AuthService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = publicRoutes(['auth']);
    const { act } = sellerRoutes(deps.guard, ['auth']);

    r.get(
      '/admin-user/login',
      open({
        summary:
          'Account login (password as lowercase hex MD5 of what the user typed); may answer need_challenge',
        querystring: accountLoginQuery,
        response: { 200: accountLoginResult },
      }),
      (req) => deps.service.accountLogin(req.query.username, req.query.password, meta(req)),
    );

    r.get(
      '/admin-user/login/challengeLogin',
      open({
        summary: "Challenge login: the account's second password (MD5 digest) with the challenge token",
        querystring: challengeLoginQuery,
        response: { 200: loggedInUser },
      }),
      (req) => deps.service.challengeLogin(req.query.challenge_token, req.query.password, meta(req)),
    );

    r.post(
      '/seller/check/token',
      open({
        summary: 'Exchange a refresh token for a new access + refresh token pair (rotation)',
        body: refreshTokenBody,
        response: { 200: refreshTokenResult },
      }),
      (req) => deps.service.refresh(req.body.refresh_token),
    );

    r.post(
      '/seller/members/logout',
      act({
        summary: 'Sign out: revokes the session',
        body: logoutBody.optional(),
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.service.logout(callerOf(req));
        return {};
      },
    );

    r.put(
      '/seller/shops/clerks/changePassword',
      act({
        summary: 'Change own password (digests); ends every session of the account',
        body: changePasswordBody,
        response: { 200: emptyResult },
      }),
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
