import { z } from 'zod';
import type { RuleMessageKey } from './rule-messages.ts';
import {
  KEYWORD_MAX_LENGTH,
  hasNoLeadingSpace,
  isEmail,
  isInteger,
  isMobile,
  isMoney,
  isNationalId,
  isNewPassword,
  isPassword,
  isPositiveInteger,
  isTaxpayerNumber,
  isTelephone,
  isUrl,
  isUsername,
  parseYuanToFen,
} from './rules.ts';

/** The §5 rules as zod builders, apart from the predicates in rules.ts so that a page using only
 * those (the login page's isMobile) never loads zod. */

/** A string schema whose type error and emptiness say 'rule.required' (an absent or empty field is
 * a missing field, whatever its rule) and whose other failures say `key`. `abort` stops the rule's
 * own check from piling a second issue onto an empty string. */
function keyedString(key: RuleMessageKey) {
  return z.string({ error: typeError(key) }).min(1, { error: 'rule.required', abort: true });
}

/** Missing input reads as 'rule.required'; input of the wrong type as the rule's own key. */
function typeError(key: RuleMessageKey) {
  return (issue: { input?: unknown }): RuleMessageKey =>
    issue.input === undefined || issue.input === null ? 'rule.required' : key;
}

/* Each builder below is marked pure so a bundle that uses only the predicates (the login page's
 * isMobile) drops the builders, and zod with them. */
const rule = (key: RuleMessageKey, predicate: (value: string) => boolean) => () =>
  keyedString(key).refine(predicate, key);

export const zMobile = /* @__PURE__ */ rule('rule.mobile', isMobile);
export const zEmail = /* @__PURE__ */ rule('rule.email', isEmail);
export const zPassword = /* @__PURE__ */ rule('rule.password', isPassword);
export const zNewPassword = /* @__PURE__ */ rule('rule.newPassword', isNewPassword);
export const zInteger = /* @__PURE__ */ rule('rule.integer', isInteger);
export const zPositiveInteger = /* @__PURE__ */ rule('rule.positiveInteger', isPositiveInteger);
/** Money as a validated string; see zMoneyYuan for the fen conversion. */
export const zMoney = /* @__PURE__ */ rule('rule.money', isMoney);
export const zTaxpayerNumber = /* @__PURE__ */ rule('rule.taxpayerNumber', isTaxpayerNumber);
export const zNationalId = /* @__PURE__ */ rule('rule.nationalId', isNationalId);
export const zUsername = /* @__PURE__ */ rule('rule.username', isUsername);
export const zUrl = /* @__PURE__ */ rule('rule.url', isUrl);
export const zTelephone = /* @__PURE__ */ rule('rule.telephone', isTelephone);
/** Any non-empty string. */
export const zRequired = () => keyedString('rule.required');
/** The §5 required-text helper: non-empty and not starting with a space. */
export const zRequiredText = /* @__PURE__ */ rule('rule.leadingSpace', hasNoLeadingSpace);

/** Search keyword: may be empty, at most KEYWORD_MAX_LENGTH characters. */
export const zKeyword = () =>
  z.string({ error: typeError('rule.keywordTooLong') }).max(KEYWORD_MAX_LENGTH, 'rule.keywordTooLong');

/** Yuan given as a string ("12.5") or number (12.5), ≥ 0 with at most 2 decimals, parsed to
 * integer fen (1250). See parseYuanToFen for why 0.1 + 0.2 as a number is refused. */
export const zMoneyYuan = () =>
  z.union([z.string(), z.number()], { error: typeError('rule.money') }).transform((value, ctx) => {
    if (value === '') {
      ctx.issues.push({ code: 'custom', message: 'rule.required', input: value });
      return z.NEVER;
    }
    const fen = parseYuanToFen(value);
    if (fen === undefined) {
      ctx.issues.push({ code: 'custom', message: 'rule.money', input: value });
      return z.NEVER;
    }
    return fen;
  });
