import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/** The default provider: the code goes to the server log and to DATA_DIR/sms-outbox.jsonl (one JSON
 * object per line), where the demo user — or an end-to-end test — reads it. Never used when an
 * SMS gateway is configured. */
export class LogSmsSender implements SmsSender {
  readonly kind = 'log' as const;
  readonly outboxFile: string;
  constructor(
    dataDir: string,
    private readonly logger: Pick<FastifyBaseLogger, 'info'>,
    private readonly clock: { now(): number },
  ) {
    this.outboxFile = join(dataDir, 'sms-outbox.jsonl');
  }

  async sendCode(mobile: string, code: string, minutes: number): Promise<void> {
    this.logger.info(
      { mobile, code, minutes },
      `SMS (log provider): verification code ${code} for ${mobile}`,
    );
    await appendFile(this.outboxFile, `${JSON.stringify({ mobile, code, minutes, at: this.clock.now() })}\n`);
  }
}
