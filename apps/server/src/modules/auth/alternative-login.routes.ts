import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captchaParams,
  captchaQuery,
  captchaSvg,
  loggedInUser,
  loginMethods,
  qywxLoginQuery,
  sendCodeBody,
  sendCodeResult,
  smsLoginBody,
  smsLoginResult,
} from '@rxdesk/contract/auth/auth';
import { publicRoutes } from '../../platform/http/route-schema.ts';
import type { AlternativeLoginService } from './alternative-login.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import { requestMeta } from './request-meta.ts';

export function alternativeLoginRoutes(deps: {
  service: AlternativeLoginService;
  captcha: CaptchaService;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = publicRoutes(['auth']);

    r.get(
      '/admin-user/login/methods',
      open({
        summary: 'Sign-in modes this deployment offers',
        response: { 200: loginMethods },
      }),
      () => deps.service.methods(),
    );

    r.get(
      '/captchas/:type/:id',
      open({
        summary: 'Image captcha (SVG) for the client uuid; `rmd` only defeats caches',
        params: captchaParams,
        querystring: captchaQuery,
        produces: ['image/svg+xml'],
        response: { 200: captchaSvg },
      }),
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
      open({
        summary: 'Send a sign-in code by SMS (image captcha first)',
        body: sendCodeBody,
        response: { 200: sendCodeResult },
      }),
      (req) => deps.service.sendCode(req.body, req.ip),
    );

    r.post(
      '/admin-user/login/smsLogin',
      open({
        summary: 'Sign in with mobile + SMS code; role_id -1 when the mobile has no seller account',
        body: smsLoginBody,
        response: { 200: smsLoginResult },
      }),
      (req) =>
        deps.service.smsLogin(req.body.mobile, req.body.code, {
          ...requestMeta(req),
          acceptLanguage: req.headers['accept-language'],
        }),
    );

    r.get(
      '/admin-user/login/qywx',
      open({
        summary: 'Sign in with a WeCom (企业微信) OAuth code; 503 when WeCom is not configured',
        querystring: qywxLoginQuery,
        response: { 200: loggedInUser },
      }),
      (req) => deps.service.wecomLogin(req.query.code, requestMeta(req)),
    );
  };
}
