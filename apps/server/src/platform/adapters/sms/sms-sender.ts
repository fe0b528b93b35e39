/** Sends a verification code by SMS. Implementations: log (default, for demo and tests) and http. */
export interface SmsSender {
  readonly kind: 'log' | 'http';
  sendCode(mobile: string, code: string, minutes: number): Promise<void>;
}

export class SmsSendError extends Error {}
