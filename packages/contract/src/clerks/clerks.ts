import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { isMobile, isUsername } from '../rules/rules.ts';

const digest = z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest');
const flag = z.coerce.number().int().min(0).max(1);

export const clerkListQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  role_id: z.coerce.number().int().min(0).optional(),
  enabled: flag.optional(),
});

export const clerk = z.object({
  clerk_id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  real_name: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  founder: z.number().int(),
  pharmacist: z.number().int(),
  enabled: z.number().int(),
  wecom_userid: z.string(),
  create_time: z.number().int(),
  last_login_time: z.number().int().nullable(),
});
export type Clerk = z.infer<typeof clerk>;

const username = z
  .string()
  .trim()
  .min(2, 'rule.username')
  .max(32, 'rule.username')
  .refine(isUsername, 'rule.username');
const mobile = z.string().trim().refine(isMobile, 'rule.mobile');
// The leading-space rule of §5 is checked on the text as typed; only then is it trimmed.
const realName = z
  .string()
  .max(30, 'rule.tooLong30')
  .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
  .transform((v) => v.trim());

export const clerkCreateBody = z.object({
  username,
  mobile,
  real_name: realName.default(''),
  /** MD5 digest of the initial password; the form checks the §5 password rule before hashing. */
  password: digest,
  role_id: z.coerce.number().int().positive(),
  pharmacist: flag.default(0),
  wecom_userid: z.string().trim().max(64).optional(),
});

export const clerkUpdateBody = z.object({
  mobile,
  real_name: realName.default(''),
  role_id: z.coerce.number().int().positive(),
  pharmacist: flag.default(0),
  wecom_userid: z.string().trim().max(64).optional(),
});

export const clerkPasswordBody = z.object({ password: digest });

export const roleListQuery = pageQuery;

export const role = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  permissions: z.array(z.string()),
  clerk_count: z.number().int(),
  create_time: z.number().int(),
});
export type Role = z.infer<typeof role>;

/** Permissions arrive as repeated keys from forms or as a JSON array. */
export const roleBody = z.object({
  role_name: z
    .string()
    .min(1, 'rule.required')
    .max(30, 'rule.tooLong30')
    .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'rule.required'),
  permissions: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().min(1).max(60)).max(200),
  ),
});

/** GET /api/seller/shops/roles/options — role names for the clerk form (clerk managers may read them). */
export const roleOption = z.object({ role_id: z.number().int(), role_name: z.string() });

/** The `:id` of a clerk or a role. */
export const clerkIdParams = z.object({ id: z.coerce.number().int().positive() });
/** GET /api/seller/shops/roles/{id}/checked — unlike clerkIdParams it accepts 0. */
export const roleCheckedParams = z.object({ id: z.coerce.number().int().min(0) });
/** The permission identifiers (route names) a role holds. */
export const permissionNames = z.array(z.string());
export const clerkCreated = z.object({ clerk_id: z.number() });
export const roleCreated = z.object({ role_id: z.number() });
export const roleOptions = z.array(roleOption);
