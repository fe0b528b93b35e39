import { AppError } from '../../platform/http/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Failed sign-ins counted in the database (never process memory, so several processes agree):
 * per account and per IP over a sliding window. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export class LoginThrottle {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
  ) {}

  async assertAllowed(buckets: { bucket: string; max: number }[]): Promise<void> {
    const since = this.clock.now() - THROTTLE_WINDOW_SECONDS;
    for (const { bucket, max } of buckets) {
      if ((await this.repo.countAttempts(bucket, since)) >= max) {
        const oldest = (await this.repo.oldestAttempt(bucket, since)) ?? this.clock.now();
        const seconds = Math.max(1, oldest + THROTTLE_WINDOW_SECONDS - this.clock.now());
        throw new AppError('THROTTLED', 'error.throttled', { seconds });
      }
    }
  }

  recordFailure(buckets: string[]): Promise<void> {
    return this.repo.recordAttempts(buckets, this.clock.now());
  }

  async clear(bucket: string): Promise<void> {
    await this.repo.clearAttempts(bucket);
  }
}
