import { z } from 'zod';

/**
 * Open-API keys (issue 24): a shop's storefront, ERP, suppliers and the platform call the open API
 * with a key on `X-Api-Key`. Only its SHA-256 and a short visible prefix are kept; the secret is
 * shown once, when it is created. Each key holds scopes: a route of another scope refuses it.
 */
export const API_KEY_SCOPES = ['orders', 'after-sale', 'suppliers', 'events', 'platform'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How many characters of a secret stay visible (to recognise a key in the list). */
export const API_KEY_PREFIX_LENGTH = 8;
/** A shop may hold this many valid keys (two at once let a key rotate without downtime). */
export const API_KEY_MAX_ACTIVE = 10;

const scope = z.enum(API_KEY_SCOPES, { error: 'rule.apiKey.scope' });
const scopes = z
  .array(scope, { error: 'rule.apiKey.scopes' })
  .min(1, 'rule.apiKey.scopes')
  .max(API_KEY_SCOPES.length, 'rule.apiKey.scopes')
  .refine((s) => new Set(s).size === s.length, 'rule.apiKey.scopes');

const name = z
  .string({ error: 'rule.apiKey.name' })
  .trim()
  .min(1, 'rule.apiKey.name')
  .max(40, 'rule.apiKey.name');

/** Form bodies repeat `scopes=…`; one value arrives as a plain string. */
const scopesField = z.preprocess((v) => (typeof v === 'string' ? [v] : v), scopes);

export const apiKeyIdParams = z.object({
  id: z.coerce.number({ error: 'error.notFound' }).int('error.notFound').positive('error.notFound'),
});

export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's first characters, e.g. `rxk_3f9a`. */
  prefix: z.string(),
  scopes: z.array(scope),
  created_at: z.number().int(),
  created_by: z.string(),
  /** Updated at most once a minute per key; null: never used. */
  last_used_at: z.number().int().nullable(),
  revoked_at: z.number().int().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyList = z.array(apiKey);

export const apiKeyCreateBody = z.object({ name, scopes: scopesField });
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

/** The created key with its secret: the only time the secret is ever sent. */
export const apiKeyCreated = apiKey.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyRenameBody = z.object({ name });
export const apiKeyScopesBody = z.object({ scopes: scopesField });
