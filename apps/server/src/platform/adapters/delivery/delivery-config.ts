import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { MeituanPartner, type MeituanConfig } from '../meituan/meituan-partner.ts';
import { SfExpressPartner, type SfExpressConfig } from '../sf-express/sf-express-partner.ts';
import type { DeliveryPartner } from './delivery-partner.ts';

export interface DeliveryConfig {
  /** null: SF Express is not configured and dispatching through it fails with "not configured". */
  sf: SfExpressConfig | null;
  meituan: MeituanConfig | null;
}

export class DeliveryConfigError extends Error {}

// An empty variable (`SF_DEV_KEY=` in a .env file) means "not given", not "given as empty".
const given = (schema: z.ZodString) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const baseUrl = (fallback: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).default(fallback))
    .transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  SF_BASE_URL: baseUrl('https://openic.sf-express.com'),
  SF_DEV_ID: given(z.string().regex(/^\d{1,15}$/, 'must be the numeric developer id')),
  SF_DEV_KEY: given(z.string()),
  SF_SHOP_ID: given(z.string()),
  MEITUAN_BASE_URL: baseUrl('https://peisongopen.meituan.com'),
  MEITUAN_APP_KEY: given(z.string()),
  MEITUAN_APP_SECRET: given(z.string()),
  MEITUAN_SHOP_ID: given(z.string()),
});

const SF_VARS = ['SF_DEV_ID', 'SF_DEV_KEY', 'SF_SHOP_ID'] as const;
const MEITUAN_VARS = ['MEITUAN_APP_KEY', 'MEITUAN_APP_SECRET', 'MEITUAN_SHOP_ID'] as const;

/** Reads the delivery partners' settings. A partner is configured only with all of its credentials;
 * a partial set is almost always a deployment mistake, so it stops the start and names what is missing. */
export function parseDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new DeliveryConfigError(`Invalid delivery configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = [incomplete('SF Express', SF_VARS, e), incomplete('Meituan', MEITUAN_VARS, e)].filter(
    Boolean,
  );
  if (problems.length > 0)
    throw new DeliveryConfigError(`Invalid delivery configuration:\n${problems.join('\n')}`);
  return {
    sf:
      e.SF_DEV_ID && e.SF_DEV_KEY && e.SF_SHOP_ID
        ? { baseUrl: e.SF_BASE_URL, devId: e.SF_DEV_ID, devKey: e.SF_DEV_KEY, shopId: e.SF_SHOP_ID }
        : null,
    meituan:
      e.MEITUAN_APP_KEY && e.MEITUAN_APP_SECRET && e.MEITUAN_SHOP_ID
        ? {
            baseUrl: e.MEITUAN_BASE_URL,
            appKey: e.MEITUAN_APP_KEY,
            appSecret: e.MEITUAN_APP_SECRET,
            shopId: e.MEITUAN_SHOP_ID,
          }
        : null,
  };
}

function incomplete(partner: string, vars: readonly string[], e: Record<string, unknown>): string | null {
  const missing = vars.filter((name) => !e[name]);
  if (missing.length === 0 || missing.length === vars.length) return null;
  return `  ${partner} is partly configured: missing ${missing.join(', ')} (give all of ${vars.join(', ')}, or none)`;
}

export function createDeliveryPartners(
  config: DeliveryConfig,
  options: { clock?: Clock; timeoutMs?: number } = {},
): { sf: DeliveryPartner | null; meituan: DeliveryPartner | null } {
  return {
    sf: config.sf ? new SfExpressPartner(config.sf, options) : null,
    meituan: config.meituan ? new MeituanPartner(config.meituan, options) : null,
  };
}
