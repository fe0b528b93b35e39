import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DeliveryConfigError,
  parseDeliveryConfig,
  type DeliveryConfig,
} from './adapters/delivery/delivery-config.ts';
import {
  WechatMpConfigError,
  parseWechatMpConfig,
  type WechatMpConfig,
} from './adapters/wechat-mp/wechat-mp-config.ts';
import {
  parsePaymentConfig,
  PaymentConfigError,
  type PaymentConfig,
} from './adapters/payment/payment-config.ts';
import {
  Kuaidi100ConfigError,
  parseKuaidi100Config,
  type Kuaidi100Config,
} from './adapters/kuaidi100/kuaidi100-config.ts';
import type { MapServiceConfig } from './adapters/amap/map-tile.ts';
import { loadOrCreateSecret, parseDatabaseUrl } from './config-data-dir.ts';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(128).optional());
const tileTemplate = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
  .refine(
    (u) => u.includes('{z}') && u.includes('{x}') && /\{-?y\}/.test(u),
    'must contain {z}, {x} and {y} (or {-y})',
  );

/** Environment variables of DESIGN.md §1 plus the product's own knobs. Every value is checked at
 * start so that a typo fails loudly with the variable's name instead of misbehaving later. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|sqlite:|file:)/,
        'must start with postgres://, postgresql://, sqlite: or file:',
      )
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds an access token lives; short in tests to exercise refresh. */
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(1800),
    /** Absolute lifetime of a sign-in (refresh-token family), seconds. */
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .min(60)
      .max(90 * 86_400)
      .default(7 * 86_400),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Seed the demo shop on an empty database (DESIGN.md §8). */
    DEMO: z.enum(['0', '1', 'true', 'false']).default('1'),
    /** Where the built web app is; empty to serve the API only. */
    WEB_DIST: z.string().optional(),
    /** How often assemble teams past their time are failed and refunded, ms (default 30 s). */
    ASSEMBLE_SWEEP_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** How often the settlement job looks for closed periods to bill, ms (default 1 h). */
    SETTLEMENT_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    /** How often the statistics rollups catch up with changed orders and refunds, ms (default 1 min;
     * every report also catches up before it reads). */
    STATISTICS_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
    /** The site's name (GET /api/base/site-show; the browser's title reads "<name> 门店终端"). */
    SITE_NAME: z.string().trim().min(1).max(30).default('RxDesk'),
    /** The platform's key for its settlement calls (X-Platform-Key); unset: 503 NOT_CONFIGURED. */
    PLATFORM_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Days after a parcel's delivery (its trace says signed for) the order is marked received. */
    AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /** How often delivered parcels are checked for that, ms (default 10 min). */
    AUTO_RECEIVE_SWEEP_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
    /** Largest image `base/uploaders` accepts, bytes (default 5 MiB). */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** Largest workbook the goods import accepts, bytes (default 5 MiB). */
    GOODS_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** SMS: 'log' writes codes to the server log and DATA_DIR/sms-outbox.jsonl; 'http' sends them. */
    SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
    SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_HTTP_APP_KEY: z.string().min(1).optional(),
    SMS_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SMS_SIGN_NAME: z.string().min(1).default('RxDesk'),
    WECOM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://qyapi.weixin.qq.com'),
    WECOM_CORP_ID: z.string().min(1).optional(),
    WECOM_CORP_SECRET: z.string().min(1).optional(),
    WECOM_AGENT_ID: z.string().min(1).optional(),
    /** A prescription awaiting audit longer than this is overdue (the §2 overdue dialog). */
    PRESCRIPTION_OVERDUE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
    /** What a goods promotion code holds before the goods id: the mini-program page path, or an
     * https URL registered for 扫普通链接二维码打开小程序 (README Configuration). */
    MINIPROGRAM_PAGE_BASE: z
      .string()
      .min(1)
      .max(200)
      .regex(/^\S+$/, 'must not contain spaces')
      .default('pages/goods/detail?goods_id='),
    /** Map services of the location pickers (issue 24); a service without its key is not configured. */
    AMAP_KEY: optionalText,
    AMAP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://restapi.amap.com'),
    AMAP_TILE_URL: tileTemplate.default(
      'https://webrd01.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    ),
    TENCENT_MAP_KEY: optionalText,
    TENCENT_MAP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apis.map.qq.com'),
    TENCENT_MAP_TILE_URL: tileTemplate.default(
      'https://rt0.map.gtimg.com/tile?z={z}&x={x}&y={-y}&styleid=1000&scene=0',
    ),
    /** Seconds a map tile fetched through the server is kept and may be cached by the browser (§9). */
    MAP_TILE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(1200),
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER === 'http') {
      for (const key of ['SMS_HTTP_URL', 'SMS_HTTP_APP_KEY', 'SMS_HTTP_SECRET'] as const) {
        if (!e[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=http' });
      }
    }
    const wecom = [e.WECOM_CORP_ID, e.WECOM_CORP_SECRET, e.WECOM_AGENT_ID].filter(Boolean).length;
    if (wecom > 0 && wecom < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['WECOM_CORP_ID'],
        message: 'WECOM_CORP_ID, WECOM_CORP_SECRET and WECOM_AGENT_ID go together',
      });
    }
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  logLevel: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  jwtSecret: string;
  demo: boolean;
  webDist: string | undefined;
  /** Largest image an upload may be, bytes. */
  uploadMaxBytes: number;
  /** How often the assemble sweep runs (ASSEMBLE_SWEEP_MS). */
  assembleSweepMs: number;
  /** How often the settlement job runs (SETTLEMENT_SWEEP_MS). */
  settlementSweepMs: number;
  /** How often the statistics rollups catch up (STATISTICS_SWEEP_MS). */
  statisticsSweepMs: number;
  /** The site's name (SITE_NAME), answered by the site-show call. */
  siteName: string;
  /** The platform's settlement key; null: the platform's calls answer 503 NOT_CONFIGURED. */
  platformApiKey: string | null;
  /** Largest goods import workbook, bytes. */
  goodsImportMaxBytes: number;
  sms:
    | { provider: 'log'; signName: string }
    | { provider: 'http'; url: string; appKey: string; secret: string; signName: string };
  /** null: WeCom sign-in is not configured (hidden on the login page, refused by the API). */
  wecom: { baseUrl: string; corpId: string; corpSecret: string; agentId: string } | null;
  /** Same-city delivery partners (SF Express, Meituan); null members are not configured. */
  delivery: DeliveryConfig;
  /** null: WeChat template messages to buyers are not configured (503 NOT_CONFIGURED). */
  wechatMp: WechatMpConfig | null;
  /** Minutes a prescription may await audit before it is overdue. */
  prescriptionOverdueMinutes: number;
  /** The payment provider for online refunds; null: not configured (503 NOT_CONFIGURED). */
  payment: PaymentConfig | null;
  /** A goods promotion code holds this followed by the goods id. */
  miniprogramPageBase: string;
  /** Kuaidi100 e-waybills and tracking; null: not configured (503 NOT_CONFIGURED). */
  kuaidi100: Kuaidi100Config | null;
  /** Days after delivery a parcel's order is marked received (AUTO_RECEIVE_DAYS). */
  autoReceiveDays: number;
  /** How often the auto-receive sweep runs (AUTO_RECEIVE_SWEEP_MS). */
  autoReceiveSweepMs: number;
  /** The location pickers' map services; null members are not configured (503 NOT_CONFIGURED). */
  maps: { amap: MapServiceConfig | null; tencent: MapServiceConfig | null; tileCacheSeconds: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const delivery = partnerConfig(() => parseDeliveryConfig(env), DeliveryConfigError);
  const wechatMp = partnerConfig(() => parseWechatMpConfig(env), WechatMpConfigError);
  const payment = partnerConfig(() => parsePaymentConfig(env), PaymentConfigError);
  const kuaidi100 = partnerConfig(() => parseKuaidi100Config(env), Kuaidi100ConfigError);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt_secret'),
    demo: e.DEMO === '1' || e.DEMO === 'true',
    webDist: e.WEB_DIST,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    assembleSweepMs: e.ASSEMBLE_SWEEP_MS,
    settlementSweepMs: e.SETTLEMENT_SWEEP_MS,
    statisticsSweepMs: e.STATISTICS_SWEEP_MS,
    siteName: e.SITE_NAME,
    platformApiKey: e.PLATFORM_API_KEY ?? null,
    goodsImportMaxBytes: e.GOODS_IMPORT_MAX_BYTES,
    sms:
      e.SMS_PROVIDER === 'http'
        ? {
            provider: 'http',
            url: e.SMS_HTTP_URL!,
            appKey: e.SMS_HTTP_APP_KEY!,
            secret: e.SMS_HTTP_SECRET!,
            signName: e.SMS_SIGN_NAME,
          }
        : { provider: 'log', signName: e.SMS_SIGN_NAME },
    wecom:
      e.WECOM_CORP_ID && e.WECOM_CORP_SECRET && e.WECOM_AGENT_ID
        ? {
            baseUrl: e.WECOM_BASE_URL.replace(/\/$/, ''),
            corpId: e.WECOM_CORP_ID,
            corpSecret: e.WECOM_CORP_SECRET,
            agentId: e.WECOM_AGENT_ID,
          }
        : null,
    delivery,
    wechatMp,
    prescriptionOverdueMinutes: e.PRESCRIPTION_OVERDUE_MINUTES,
    payment,
    miniprogramPageBase: e.MINIPROGRAM_PAGE_BASE,
    kuaidi100,
    autoReceiveDays: e.AUTO_RECEIVE_DAYS,
    autoReceiveSweepMs: e.AUTO_RECEIVE_SWEEP_MS,
    maps: {
      amap: e.AMAP_KEY
        ? { key: e.AMAP_KEY, baseUrl: e.AMAP_BASE_URL.replace(/\/+$/, ''), tileUrl: e.AMAP_TILE_URL }
        : null,
      tencent: e.TENCENT_MAP_KEY
        ? {
            key: e.TENCENT_MAP_KEY,
            baseUrl: e.TENCENT_MAP_BASE_URL.replace(/\/+$/, ''),
            tileUrl: e.TENCENT_MAP_TILE_URL,
          }
        : null,
      tileCacheSeconds: e.MAP_TILE_CACHE_SECONDS,
    },
  };
}

/** A partner's own settings (its adapter checks them); its configuration error stops the start as
 * the app's own does. */
function partnerConfig<T>(parse: () => T, partnerError: new (message: string) => Error): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof partnerError) throw new ConfigError(err.message);
    throw err;
  }
}
