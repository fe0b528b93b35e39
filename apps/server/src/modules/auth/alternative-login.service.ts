import type { LoggedInUser, LoginMethods, SmsLoginResult } from '@rxdesk/contract/auth/auth';
import { localeFromHeader, translateMessage } from '@rxdesk/contract/common/locale';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { WecomError, type WecomClient } from '../../platform/adapters/wecom/wecom-client.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { SmsCodeService } from './sms-code.service.ts';

export const SMS_LOGIN_CAPTCHA = 'SMS_LOGIN';

/** §7 accepts an optional leading 0 before the 11-digit mobile; accounts store the 11 digits. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/^0(?=1\d{10}$)/, '');
}

/** The sign-in modes besides account + password: mobile + SMS code, and WeCom code. */
export class AlternativeLoginService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly codes: SmsCodeService,
    private readonly wecom: WecomClient | null,
    private readonly log: OperationLog,
  ) {}

  methods(): LoginMethods {
    return {
      account: true,
      sms: true,
      qywx: this.wecom ? { corp_id: this.wecom.config.corpId, agent_id: this.wecom.config.agentId } : null,
    };
  }

  /** The image captcha comes first, so codes cannot be sprayed by a script. A code is sent whether
   * or not the mobile has an account: the answer never reveals which numbers are customers. */
  async sendCode(input: { mobile: string; captcha: string; uuid: string }, ip: string) {
    await this.captcha.verify(SMS_LOGIN_CAPTCHA, input.uuid, input.captcha);
    return this.codes.send(normaliseMobile(input.mobile), 'login', ip);
  }

  async smsLogin(
    mobileInput: string,
    code: string,
    meta: RequestMeta & { acceptLanguage?: string },
  ): Promise<SmsLoginResult> {
    const mobile = normaliseMobile(mobileInput);
    try {
      await this.codes.verify(mobile, 'login', code);
    } catch (e) {
      await this.log.write({
        actor: { shopId: null, userId: null, username: mobile, ip: meta.ip },
        action: 'login.failed',
        target: mobile,
        detail: { mode: 'sms' },
      });
      throw e;
    }
    const user = await this.repo.findUserByMobile(mobile);
    if (!user) {
      // The caller proved they own the number, so saying there is no account reveals nothing new.
      await this.log.write({
        actor: { shopId: null, userId: null, username: mobile, ip: meta.ip },
        action: 'login.no-account',
        target: mobile,
        detail: { mode: 'sms' },
      });
      return {
        role_id: -1,
        mobile,
        message: translateMessage(localeFromHeader(meta.acceptLanguage), 'error.noSellerAccount'),
      };
    }
    return this.auth.startSession(user, 'sms', meta);
  }

  async wecomLogin(code: string, meta: RequestMeta): Promise<LoggedInUser> {
    if (!this.wecom)
      throw new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: '企业微信 WeCom' });
    let userId: string;
    try {
      userId = await this.wecom.userIdForCode(code);
    } catch (e) {
      if (e instanceof WecomError) {
        await this.log.write({
          actor: { shopId: null, userId: null, username: '', ip: meta.ip },
          action: 'login.failed',
          target: 'wecom',
          detail: { mode: 'qywx', reason: e.message },
        });
        throw new AppError('LOGIN_FAILED', 'error.wecomFailed', { reason: e.message });
      }
      throw e;
    }
    const user = await this.repo.findUserByWecomId(userId);
    if (!user) {
      await this.log.write({
        actor: { shopId: null, userId: null, username: userId, ip: meta.ip },
        action: 'login.failed',
        target: userId,
        detail: { mode: 'qywx', reason: 'not bound' },
      });
      throw new AppError('LOGIN_FAILED', 'error.wecomNotBound');
    }
    return this.auth.startSession(user, 'qywx', meta);
  }
}
