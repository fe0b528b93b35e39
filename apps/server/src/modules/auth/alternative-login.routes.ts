import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTCHA_TYPES,
  loggedInUser,
  loginMethods,
  qywxLoginQuery,
  sendCodeBody,
  sendCodeResult,
  smsLoginBody,
  smsLoginResult,
} from '@rxdesk/contract/auth/auth';
import { apiError } from '@rxdesk/contract/common/api-error';
import type { AlternativeLoginService } from './alternative-login.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import { requestMeta } from './request-meta.ts';

const errors = { 400: apiError, 401: apiError, 423: apiError, 429: apiError, 500: apiError, 503: apiError };

export function alternativeLoginRoutes(deps: {
  service: AlternativeLoginService;
  captcha: CaptchaService;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/admin-user/login/methods',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign-in modes this deployment offers',
          response: { 200: loginMethods },
        },
      },
      () => deps.service.methods(),
    );

    r.get(
      '/captchas/:type/:id',
      {
        schema: {
          tags: ['auth'],
          summary: 'Image captcha (SVG) for the client uuid; `rmd` only defeats caches',
          params: z.object({ type: z.enum(CAPTCHA_TYPES), id: z.string().min(8).max(64) }),
          querystring: z.object({ rmd: z.string().optional() }),
        },
      },
      async (req, reply) => {
        const svg = await deps.captcha.create(req.params.type, req.params.id);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(svg);
      },
    );

    r.post(
      '/admin-user/login/sendCode',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a sign-in code by SMS (image captcha first)',
          body: sendCodeBody,
          response: { 200: sendCodeResult, ...errors },
        },
      },
      (req) => deps.service.sendCode(req.body, req.ip),
    );

    r.post(
      '/admin-user/login/smsLogin',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with mobile + SMS code; role_id -1 when the mobile has no seller account',
          body: smsLoginBody,
          response: { 200: smsLoginResult, ...errors },
        },
      },
      (req) =>
        deps.service.smsLogin(req.body.mobile, req.body.code, {
          ...requestMeta(req),
          acceptLanguage: req.headers['accept-language'],
        }),
    );

    r.get(
      '/admin-user/login/qywx',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a WeCom (企业微信) OAuth code; 503 when WeCom is not configured',
          querystring: qywxLoginQuery,
          response: { 200: loggedInUser, ...errors },
        },
      },
      (req) => deps.service.wecomLogin(req.query.code, requestMeta(req)),
    );
  };
}
