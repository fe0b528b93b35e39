import { createHmac } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VerificationRepository } from './verification.repository.ts';

export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** Image captchas (§7 `{api}/captchas/{type}/{id}`): the answer is kept hashed, bound to the
 * client's uuid and type, valid five minutes, and used once — right or wrong. */
export class CaptchaService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  async create(type: string, clientId: string): Promise<string> {
    const captcha = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1ilI',
      background: '#f5f7fa',
      width: 120,
      height: 40,
    });
    const now = this.clock.now();
    await this.repo.putCaptcha(
      this.key(type, clientId),
      this.hash(captcha.text),
      now + CAPTCHA_TTL_SECONDS,
      now,
    );
    return captcha.data;
  }

  async verify(type: string, clientId: string, answer: string): Promise<void> {
    const row = await this.repo.takeCaptcha(this.key(type, clientId));
    if (!row || row.expires_at < this.clock.now() || row.answer_hash !== this.hash(answer)) {
      throw new AppError('VALIDATION', 'error.captchaWrong', {}, 'captcha');
    }
  }

  private key(type: string, clientId: string) {
    return `${type}:${clientId}`;
  }

  private hash(answer: string) {
    return captchaAnswerHash(this.secret, answer);
  }
}

/** Case-insensitive, keyed: the table alone does not give the answers away. */
export function captchaAnswerHash(secret: string, answer: string): string {
  return createHmac('sha256', secret).update(answer.trim().toLowerCase()).digest('hex');
}
