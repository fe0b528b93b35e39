/** Keys whose values are secrets: passwords (and their digests), sign-in and SMS codes, tokens,
 * keys. A log detail or before/after change naming one keeps the key (the screen shows that the
 * password changed) but never the value. Goods or express codes are not secrets: only these names. */
const SECRET_KEY =
  /^(password|pwd|passwd|old_password|new_password|audit_password|password_hash|code|sms_code|verify_code|captcha|token|access_token|refresh_token|api_key|secret|app_secret)$/i;

export const REDACTED = '***';

/** A copy of `value` with every secret key's value replaced by `***`, at any depth. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => redactSecrets(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = SECRET_KEY.test(k) ? REDACTED : redactSecrets(v);
  return out as T;
}
