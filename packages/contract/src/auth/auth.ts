import { z } from 'zod';

/** GET /api/admin-user/login — account login. The password travels as the lowercase hex MD5 of
 * what the user typed (§7 "password hashed"); the server stores only argon2id of that digest. */
export const accountLoginQuery = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest'),
});
export type AccountLoginQuery = z.infer<typeof accountLoginQuery>;

/** The §3 logged-in user, as every login mode returns it and the browser stores it (seller_user). */
export const loggedInUser = z.object({
  uid: z.number().int(),
  username: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  founder: z.union([z.literal(0), z.literal(1)]),
  pharmacist: z.union([z.literal(0), z.literal(1)]),
  shop_id: z.number().int(),
  organization_name: z.string(),
  face: z.string(),
  mobile: z.string(),
  login_count: z.number().int(),
  /** access-token expiry, unix seconds */
  expires: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type LoggedInUser = z.infer<typeof loggedInUser>;

/** POST /api/seller/check/token */
export const refreshTokenBody = z.object({ refresh_token: z.string().min(1) });
export const refreshTokenResult = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expires: z.number().int(),
});
export type RefreshTokenResult = z.infer<typeof refreshTokenResult>;

/** POST /api/seller/members/logout */
export const logoutBody = z.object({ uid: z.coerce.number().int().optional() });

/** Account login when the account carries a second password: no session yet, only a short-lived
 * challenge token that `admin-user/login/challengeLogin` exchanges together with that password. */
export const challengeRequired = z.object({
  need_challenge: z.literal(1),
  challenge_token: z.string(),
  username: z.string(),
  /** unix seconds */
  expires: z.number().int(),
});
export type ChallengeRequired = z.infer<typeof challengeRequired>;
export const accountLoginResult = z.union([loggedInUser, challengeRequired]);
export type AccountLoginResult = z.infer<typeof accountLoginResult>;

export const challengeLoginQuery = z.object({
  challenge_token: z.string().min(1),
  password: z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest'),
});

/** Image captcha types (path `{api}/captchas/{type}/{uuid}`). */
export const CAPTCHA_TYPES = ['SMS_LOGIN'] as const;

/** POST admin-user/login/sendCode */
export const sendCodeBody = z.object({
  mobile: z.string().regex(/^0?1[3-9]\d{9}$/, 'rule.mobile'),
  captcha: z.string().trim().min(1, 'rule.captchaRequired').max(10),
  uuid: z.string().min(8).max(64),
});
export const sendCodeResult = z.object({
  /** seconds until another code may be asked for */
  resend_after: z.number().int(),
  /** seconds the code stays valid */
  expires_in: z.number().int(),
});

/** POST admin-user/login/smsLogin. `actype` names the account kind; only 'seller' exists here. */
export const smsLoginBody = z.object({
  mobile: z.string().regex(/^0?1[3-9]\d{9}$/, 'rule.mobile'),
  code: z.string().regex(/^\d{6}$/, 'rule.smsCode'),
  actype: z.string().max(20).optional(),
});
/** A verified mobile with no seller account: role_id −1 and no tokens (§4 Login). */
export const noSellerAccount = z.object({ role_id: z.literal(-1), mobile: z.string(), message: z.string() });
export const smsLoginResult = z.union([loggedInUser, noSellerAccount]);
export type SmsLoginResult = z.infer<typeof smsLoginResult>;

/** GET admin-user/login/qywx */
export const qywxLoginQuery = z.object({ code: z.string().min(1).max(512) });

/** GET admin-user/login/methods — which sign-in modes this deployment offers (the login page hides the rest). */
export const loginMethods = z.object({
  account: z.literal(true),
  sms: z.literal(true),
  qywx: z.union([z.object({ corp_id: z.string(), agent_id: z.string() }), z.null()]),
});
export type LoginMethods = z.infer<typeof loginMethods>;

/** PUT /api/seller/shops/clerks/changePassword — the three fields as lowercase hex MD5 digests
 * (`old_passwprd` is the spec's spelling, kept). All optional: the service says which is missing. */
const passwordDigest = z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest');
export const changePasswordBody = z
  .object({
    old_passwprd: passwordDigest.optional(),
    password: passwordDigest.optional(),
    rep_password: passwordDigest.optional(),
  })
  .optional();

/** GET /api/captchas/{type}/{uuid}; `rmd` only defeats caches. */
export const captchaParams = z.object({ type: z.enum(CAPTCHA_TYPES), id: z.string().min(8).max(64) });
export const captchaQuery = z.object({ rmd: z.string().optional() });
/** The captcha itself: SVG text (sent as image/svg+xml, so never JSON-encoded). */
export const captchaSvg = z.string();
