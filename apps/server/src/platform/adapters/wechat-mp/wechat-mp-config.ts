import { z } from 'zod';

/** The shop's WeChat official account (公众号) that sends template messages to buyers. */
export interface WechatMpConfig {
  baseUrl: string;
  appId: string;
  appSecret: string;
  /** Template ids as registered in the official account's back-office, one per message kind. */
  templates: { medication: string; voucher: string; auditRejected: string };
}

export class WechatMpConfigError extends Error {}

// An empty variable (`WECHAT_MP_APP_ID=` in a .env file) means "not given".
const given = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  WECHAT_MP_BASE_URL: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
    )
    .transform((u) => u.replace(/\/+$/, '')),
  WECHAT_MP_APP_ID: given,
  WECHAT_MP_APP_SECRET: given,
  WECHAT_MP_TEMPLATE_MEDICATION: given,
  WECHAT_MP_TEMPLATE_VOUCHER: given,
  WECHAT_MP_TEMPLATE_AUDIT_REJECTED: given,
});

export const WECHAT_MP_VARS = [
  'WECHAT_MP_APP_ID',
  'WECHAT_MP_APP_SECRET',
  'WECHAT_MP_TEMPLATE_MEDICATION',
  'WECHAT_MP_TEMPLATE_VOUCHER',
  'WECHAT_MP_TEMPLATE_AUDIT_REJECTED',
] as const;

/** null when none of the variables is given ("not configured"); a partial set stops the start and
 * names what is missing, like every other partner. */
export function parseWechatMpConfig(env: NodeJS.ProcessEnv): WechatMpConfig | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new WechatMpConfigError(`Invalid WeChat configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = WECHAT_MP_VARS.filter((name) => !e[name]);
  if (missing.length === WECHAT_MP_VARS.length) return null;
  if (missing.length > 0)
    throw new WechatMpConfigError(
      `Invalid WeChat configuration:\n  WeChat template messages are partly configured: missing ${missing.join(', ')} (give all of ${WECHAT_MP_VARS.join(', ')}, or none)`,
    );
  return {
    baseUrl: e.WECHAT_MP_BASE_URL,
    appId: e.WECHAT_MP_APP_ID!,
    appSecret: e.WECHAT_MP_APP_SECRET!,
    templates: {
      medication: e.WECHAT_MP_TEMPLATE_MEDICATION!,
      voucher: e.WECHAT_MP_TEMPLATE_VOUCHER!,
      auditRejected: e.WECHAT_MP_TEMPLATE_AUDIT_REJECTED!,
    },
  };
}
