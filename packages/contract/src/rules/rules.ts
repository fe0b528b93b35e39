/* The §5 shared patterns. Each rule is a plain predicate here (for instant form feedback) and a zod
 * builder in rule-schemas.ts (for request parsing) built on the same predicate, so the browser and the server can never
 * disagree. A failing schema reports the rule's message KEY, not text: the server translates it to
 * the caller's language and the web form looks up the same key in rule-messages.ts.
 *
 * Full-width input (１３８…, ａｂｃ, ＠) is rejected everywhere, never silently converted: `\d` in a
 * JavaScript regex matches only ASCII 0-9, and accepting what we would then store differently from
 * what the user typed is worse than asking them to retype. Nothing is trimmed either; callers that
 * want trimming do it before validating. */

/** Optional trunk-prefix 0, then 1, a second digit 3-9, nine more digits (11 digits in all). */
export const MOBILE_PATTERN = /^0?1[3-9]\d{9}$/;
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** RFC 5321 limit for a whole address. */
const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_PATTERN = /^[A-Za-z0-9!#$%^&*.~,]{6,20}$/;
export const NEW_PASSWORD_PATTERN = /^[A-Za-z][A-Za-z0-9!#$%^&*.~,]{5,19}$/;
/** "integer" in §5 means a positive integer: no leading zero, no sign. */
export const INTEGER_PATTERN = /^[1-9]\d*$/;
/** "positiveInteger" in §5 is, despite the name, any run of digits including 0 (and "007"). */
export const POSITIVE_INTEGER_PATTERN = /^\d+$/;
/** Non-negative, no leading zeros ("01" is refused, "0.5" is fine), at most two decimals. */
export const MONEY_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;
export const TAXPAYER_NUMBER_PATTERN = /^(?:[A-Za-z0-9]{15}|[A-Za-z0-9]{18}|[A-Za-z0-9]{20})$/;
/** Han covers every CJK ideograph block, not just the old \u4e00-\u9fa5 range. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_\-\p{Script=Han}]+$/u;
/** Scheme, optional user-info, a host name or dotted IPv4, optional port, then any non-space rest. */
export const URL_PATTERN =
  /^(?:https?|ftp):\/\/(?:[^\s:@/]+(?::[^\s@/]*)?@)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** Chinese landline: optional area code (3-4 digits; real area codes all start with 0, which also
 * keeps an 11-digit mobile number from passing as area code + number), optional hyphen, 7-8 digits. */
export const TELEPHONE_PATTERN = /^(?:0\d{2,3}-?)?\d{7,8}$/;
/** §5/§9 search keyword limit, counted in UTF-16 units like an input's maxlength. */
export const KEYWORD_MAX_LENGTH = 80;

const test = (pattern: RegExp, value: string): boolean => typeof value === 'string' && pattern.test(value);

export const isMobile = (value: string): boolean => test(MOBILE_PATTERN, value);
export const isEmail = (value: string): boolean =>
  test(EMAIL_PATTERN, value) && value.length <= EMAIL_MAX_LENGTH;
export const isPassword = (value: string): boolean => test(PASSWORD_PATTERN, value);
export const isNewPassword = (value: string): boolean => test(NEW_PASSWORD_PATTERN, value);
export const isInteger = (value: string): boolean => test(INTEGER_PATTERN, value);
export const isPositiveInteger = (value: string): boolean => test(POSITIVE_INTEGER_PATTERN, value);
export const isMoney = (value: string): boolean => test(MONEY_PATTERN, value);
export const isTaxpayerNumber = (value: string): boolean => test(TAXPAYER_NUMBER_PATTERN, value);
export const isUsername = (value: string): boolean => test(USERNAME_PATTERN, value);
export const isUrl = (value: string): boolean => test(URL_PATTERN, value);
export const isTelephone = (value: string): boolean => test(TELEPHONE_PATTERN, value);
/** `\s` includes the full-width space U+3000, which an IME easily produces. */
export const hasNoLeadingSpace = (value: string): boolean => typeof value === 'string' && !/^\s/.test(value);
export const isKeywordWithinLimit = (value: string): boolean =>
  typeof value === 'string' && value.length <= KEYWORD_MAX_LENGTH;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** ISO 7064 MOD 11-2 check character for the first 17 digits of an 18-digit ID. */
export function nationalIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS.charAt(sum % 11);
}

/** Mainland resident ID. 18 digits: 6-digit region (first digit 1-9), yyyymmdd birth date in
 * 1800-2099, 3-digit sequence, MOD 11-2 check character (X or x for 10). 15 digits (pre-1999
 * cards): region, yymmdd read as 19yy, sequence, no check digit. The birth date must exist. */
export function isNationalId(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (/^[1-9]\d{14}$/.test(value)) {
    const year = 1900 + Number(value.slice(6, 8));
    return isCalendarDate(year, Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  if (year < 1800 || year > 2099) return false;
  if (!isCalendarDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  return nationalIdCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

/** Exact yuan → fen: works on the decimal digits, never multiplies a float (0.29 * 100 is
 * 28.999999999999996). Numbers are read through their shortest round-trip decimal form, so a
 * float like 0.1 + 0.2 (0.30000000000000004) is refused as having more than two decimals rather
 * than being rounded behind the caller's back. Returns undefined for anything that is not a
 * non-negative amount with at most two decimals, or whose fen would exceed 2^53 - 1. */
export function parseYuanToFen(value: string | number): number | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    text = String(value); // -0 prints as "0"; 1e-7 and 1e21 print with an exponent and fail below
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return undefined;
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return undefined;
  const fen = Number(`${match[1] ?? ''}${(match[2] ?? '').padEnd(2, '0')}`);
  return Number.isSafeInteger(fen) ? fen : undefined;
}
