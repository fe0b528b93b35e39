import { z } from 'zod';

/** The payment provider that pays refunds back along the buyer's payment (原路退回). */
export interface PaymentConfig {
  /** e.g. https://pay.example.com — refunds are POSTed to `{baseUrl}/refunds` */
  baseUrl: string;
  mchId: string;
  apiKey: string;
  /** Our public callback address the provider posts results to (…/api/open/payment/refund-callback). */
  notifyUrl: string;
  /** How often due refunds are sent again (PAYMENT_RETRY_INTERVAL_MS, default 30 s). */
  retryIntervalMs: number;
}

export class PaymentConfigError extends Error {}

const given = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  PAYMENT_BASE_URL: given(url),
  PAYMENT_MCH_ID: given(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be the merchant number')),
  PAYMENT_API_KEY: given(z.string().min(16, 'must be at least 16 characters')),
  PAYMENT_NOTIFY_URL: given(url),
  PAYMENT_RETRY_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
});
const VARS = ['PAYMENT_BASE_URL', 'PAYMENT_MCH_ID', 'PAYMENT_API_KEY', 'PAYMENT_NOTIFY_URL'] as const;

/** Configured only with all four; a partial set stops the start naming what is missing (a refund
 * through half a configuration would fail later, in front of a buyer). */
export function parsePaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new PaymentConfigError(`Invalid payment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = VARS.filter((name) => !e[name]);
  if (missing.length === VARS.length) return null;
  if (missing.length > 0)
    throw new PaymentConfigError(
      `Invalid payment configuration:\n  the payment provider is partly configured: missing ${missing.join(', ')} (give all of ${VARS.join(', ')}, or none)`,
    );
  return {
    baseUrl: e.PAYMENT_BASE_URL!,
    mchId: e.PAYMENT_MCH_ID!,
    apiKey: e.PAYMENT_API_KEY!,
    notifyUrl: e.PAYMENT_NOTIFY_URL!,
    retryIntervalMs: e.PAYMENT_RETRY_INTERVAL_MS,
  };
}
