import { createHmac, randomInt } from 'node:crypto';
import { shanghaiDayStart } from '@rxdesk/contract/common/date-format';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { SmsSendError, type SmsSender } from '../../platform/adapters/sms/sms-sender.ts';
import type { VerificationRepository } from './verification.repository.ts';

export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
export const CODE_DAILY_CAP_PER_MOBILE = 10;
export const CODE_HOURLY_CAP_PER_IP = 20;

/** SMS verification codes: 6 digits, five minutes, five tries, one send a minute and a daily cap
 * per mobile, an hourly cap per IP. Stored as an HMAC, never in clear. */
export class SmsCodeService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly sender: SmsSender,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  async send(
    mobile: string,
    scene: string,
    ip: string,
  ): Promise<{ resend_after: number; expires_in: number }> {
    const now = this.clock.now();
    const latest = await this.repo.latestCode(mobile, scene);
    if (latest && now - latest.created_at < CODE_RESEND_SECONDS) {
      throw new AppError('THROTTLED', 'error.codeTooSoon', {
        seconds: CODE_RESEND_SECONDS - (now - latest.created_at),
      });
    }
    if (
      (await this.repo.countCodesSince('mobile', mobile, shanghaiDayStart(now))) >= CODE_DAILY_CAP_PER_MOBILE
    ) {
      throw new AppError('THROTTLED', 'error.codeDailyCap', { seconds: 86_400 });
    }
    if ((await this.repo.countCodesSince('ip', ip, now - 3600)) >= CODE_HOURLY_CAP_PER_IP) {
      throw new AppError('THROTTLED', 'error.throttled', { seconds: 3600 });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await this.repo.insertCode({
      mobile,
      scene,
      code_hash: this.hash(mobile, code),
      created_at: now,
      expires_at: now + CODE_TTL_SECONDS,
      ip,
    });
    try {
      await this.sender.sendCode(mobile, code, CODE_TTL_SECONDS / 60);
    } catch (e) {
      // Nothing was delivered: forget the code so the user may ask again at once.
      await this.repo.deleteCode(id);
      if (e instanceof SmsSendError) throw new AppError('INTERNAL', 'error.smsFailed');
      throw e;
    }
    return { resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
  }

  /** Checks and consumes the latest code of this mobile; every wrong try counts. */
  async verify(mobile: string, scene: string, code: string): Promise<void> {
    const row = await this.repo.latestCode(mobile, scene);
    const now = this.clock.now();
    if (!row || row.consumed_at !== null) throw new AppError('VALIDATION', 'error.codeWrong', {}, 'code');
    if (row.expires_at < now) throw new AppError('VALIDATION', 'error.codeExpired', {}, 'code');
    if (!(await this.repo.countAttempt(row.id, CODE_MAX_ATTEMPTS)))
      throw new AppError('VALIDATION', 'error.codeAttempts', {}, 'code');
    if (row.code_hash !== this.hash(mobile, code))
      throw new AppError('VALIDATION', 'error.codeWrong', {}, 'code');
    if (!(await this.repo.consume(row.id, now)))
      throw new AppError('VALIDATION', 'error.codeWrong', {}, 'code');
  }

  private hash(mobile: string, code: string) {
    return createHmac('sha256', this.secret).update(`${mobile}:${code}`).digest('hex');
  }
}
