import { z } from 'zod';

/** Kuaidi100 (快递100): electronic waybills (label/order), tracking subscriptions (poll) with their
 * signed push, and the real-time query (poll/query.do). */
export interface Kuaidi100Config {
  /** e.g. https://api.kuaidi100.com — waybills at `/label/order`, tracking at `/poll`, `/poll/query.do` */
  baseUrl: string;
  /** 授权 key */
  key: string;
  /** 查询 customer id */
  customer: string;
  /** 授权 secret (signs e-waybill requests) */
  secret: string;
  /** The salt our subscriptions ask Kuaidi100 to sign pushes with. */
  callbackSalt: string;
  /** Our public push address (…/api/open/kuaidi100/callback); unset: no subscriptions, traces by
   * poll (order detail → refresh) only. */
  callbackUrl: string | null;
}

export class Kuaidi100ConfigError extends Error {}

const given = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  KUAIDI100_BASE_URL: given(url),
  KUAIDI100_KEY: given(z.string().min(1).max(64)),
  KUAIDI100_CUSTOMER: given(z.string().min(1).max(64)),
  KUAIDI100_SECRET: given(z.string().min(1).max(128)),
  KUAIDI100_CALLBACK_SALT: given(z.string().min(8, 'must be at least 8 characters').max(64)),
  KUAIDI100_CALLBACK_URL: given(url),
});
const VARS = [
  'KUAIDI100_BASE_URL',
  'KUAIDI100_KEY',
  'KUAIDI100_CUSTOMER',
  'KUAIDI100_SECRET',
  'KUAIDI100_CALLBACK_SALT',
] as const;

/** Configured only with all five; a partial set stops the start naming what is missing. */
export function parseKuaidi100Config(env: NodeJS.ProcessEnv): Kuaidi100Config | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Kuaidi100ConfigError(`Invalid Kuaidi100 configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = VARS.filter((name) => !e[name]);
  if (missing.length === VARS.length) {
    if (e.KUAIDI100_CALLBACK_URL)
      throw new Kuaidi100ConfigError(
        'Invalid Kuaidi100 configuration:\n  KUAIDI100_CALLBACK_URL is given without the Kuaidi100 account',
      );
    return null;
  }
  if (missing.length > 0)
    throw new Kuaidi100ConfigError(
      `Invalid Kuaidi100 configuration:\n  Kuaidi100 is partly configured: missing ${missing.join(', ')} (give all of ${VARS.join(', ')}, or none)`,
    );
  return {
    baseUrl: e.KUAIDI100_BASE_URL!,
    key: e.KUAIDI100_KEY!,
    customer: e.KUAIDI100_CUSTOMER!,
    secret: e.KUAIDI100_SECRET!,
    callbackSalt: e.KUAIDI100_CALLBACK_SALT!,
    callbackUrl: e.KUAIDI100_CALLBACK_URL ?? null,
  };
}
