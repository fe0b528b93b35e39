import { createHmac, randomBytes } from 'node:crypto';
import { SmsSendError, type SmsSender } from './sms-sender.ts';

export interface HttpSmsConfig {
  url: string;
  appKey: string;
  secret: string;
  signName: string;
}

/** Signs the exact bytes sent: HMAC-SHA256 over "timestamp\nnonce\nbody" with the shared secret. */
export function signSmsRequest(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

/** An SMS gateway over HTTPS (README: "SMS gateway protocol"): POST JSON
 * `{app_key, sign_name, mobile, template: 'LOGIN_CODE', params: {code, minutes}}` with headers
 * `X-Timestamp`, `X-Nonce`, `X-Signature`; the gateway answers `{code: 0, message, biz_id}`.
 * Not retried: a retry after a timeout could text the user twice. */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  constructor(
    private readonly config: HttpSmsConfig,
    private readonly timeoutMs = 5000,
  ) {}

  async sendCode(mobile: string, code: string, minutes: number): Promise<void> {
    const body = JSON.stringify({
      app_key: this.config.appKey,
      sign_name: this.config.signName,
      mobile,
      template: 'LOGIN_CODE',
      params: { code, minutes },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(12).toString('hex');
    let res: Response;
    try {
      res = await fetch(this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signSmsRequest(this.config.secret, timestamp, nonce, body),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new SmsSendError(`SMS gateway unreachable: ${(e as Error).message}`);
    }
    const answer = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    if (!res.ok || !answer || answer.code !== 0) {
      throw new SmsSendError(`SMS gateway refused: HTTP ${res.status} ${answer?.message ?? ''}`.trim());
    }
  }
}
