import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Sign-in: users, sessions, refresh tokens, throttle buckets, captchas and SMS codes. Composed into Database by ../schema.ts. */
export interface AuthTables {
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  login_attempts: LoginAttemptTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
}

export interface UserTable {
  id: Generated<number>;
  shop_id: number;
  username: string;
  mobile: string;
  real_name: string;
  face: string;
  password_hash: string;
  /** argon2id of a second password; when set, account login needs the challenge step. */
  challenge_hash: string | null;
  audit_password_hash: string | null;
  /** 0 for founders (they see everything), else a row of roles. */
  role_id: number;
  founder: number;
  pharmacist: number;
  /** 1 enabled, 0 disabled */
  enabled: number;
  /** Pharmacist working hours as minutes after Shanghai midnight. */
  work_start_minute: number;
  work_end_minute: number;
  login_count: number;
  last_login_at: number | null;
  /** WeCom (企业微信) user id bound to this account, for code login. */
  wecom_userid: string | null;
  /** The receipt printer this seller chose (CLodop printer name); '' none. */
  print_name: string;
  /** The theme colour this user chose (#RRGGBB); '' = the default #409EFF (migration 0038). */
  theme_color: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** One sign-in: the family of rotating refresh tokens and the access tokens minted from it. */
export interface SessionTable {
  id: string;
  user_id: number;
  shop_id: number;
  created_at: number;
  expires_at: number;
  ended_at: number | null;
  /** logout | displaced | reuse | disabled | password */
  end_reason: string | null;
  ip: string;
  user_agent: string;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  created_at: number;
  /** When it was exchanged for a newer token; later presentations beyond the grace window are reuse. */
  rotated_at: number | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** 'user:<name>' or 'ip:<addr>' or 'sms:<mobile>' … */
  bucket: string;
  created_at: number;
}

export type User = Selectable<UserTable>;

export type NewUser = Insertable<UserTable>;

export type UserUpdate = Updateable<UserTable>;

export type Session = Selectable<SessionTable>;

export interface CaptchaTable {
  /** '<type>:<client uuid>' */
  id: string;
  answer_hash: string;
  expires_at: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
  ip: string;
}
