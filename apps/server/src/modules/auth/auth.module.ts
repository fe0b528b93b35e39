import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../platform/adapters/sms/create-sms-sender.ts';
import { WecomClient } from '../../platform/adapters/wecom/wecom-client.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { AlternativeLoginService } from './alternative-login.service.ts';
import { alternativeLoginRoutes } from './alternative-login.routes.ts';
import { AuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { CaptchaService } from './captcha.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { SmsCodeService } from './sms-code.service.ts';
import { VerificationRepository } from './verification.repository.ts';

/** Failed-password counting other areas share with sign-in (a pharmacist's signature password). */
export type ThrottlePort = Pick<LoginThrottle, 'assertAllowed' | 'recordFailure' | 'clear'>;

export interface AuthPorts {
  throttle: ThrottlePort;
}

/** The auth area: sign-in by password, challenge, SMS code and WeCom; captcha; refresh, logout and
 * password change. Its guard and tokens are platform (ModuleContext), shared by every area. */
export async function registerAuthModule(api: FastifyInstance, ctx: ModuleContext): Promise<AuthPorts> {
  const { config, clock } = ctx;
  const repo = new AuthRepository(ctx.db);
  const service = new AuthService(
    repo,
    ctx.tokens,
    ctx.log,
    clock,
    config.refreshTokenTtl,
    config.jwtSecret,
    ctx.bus,
  );
  const verification = new VerificationRepository(ctx.db);
  const captcha = new CaptchaService(verification, clock, config.jwtSecret);
  const smsCodes = new SmsCodeService(
    verification,
    createSmsSender(config, api.log, clock),
    clock,
    config.jwtSecret,
  );
  const wecom = config.wecom ? new WecomClient(config.wecom) : null;
  const alternativeLogin = new AlternativeLoginService(repo, service, captcha, smsCodes, wecom, ctx.log);

  await api.register(authRoutes({ service, guard: ctx.guard }));
  await api.register(alternativeLoginRoutes({ service: alternativeLogin, captcha }));
  return { throttle: new LoginThrottle(repo, clock) };
}
