import { CODE_PATTERN } from '@rxdesk/contract/goods/goods-form';

/* SKU codes generated from a prefix, a start number, a step and a zero padding (Javashop's SKU
 * page: padding 4 by default): prefix 'AMX-', start 1, step 1 → AMX-0001, AMX-0002, … */

export interface CodeRule {
  prefix: string;
  start: number;
  step: number;
  /** Digits the number is padded to with zeros; a longer number keeps its digits. */
  padding: number;
}

export const DEFAULT_CODE_RULE: CodeRule = { prefix: '', start: 1, step: 1, padding: 4 };

export function generateCodes(rule: CodeRule, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${rule.prefix}${String(rule.start + i * rule.step).padStart(rule.padding, '0')}`,
  );
}

/** What is wrong with a rule before it is applied to `count` rows: a prefix the code pattern
 * refuses, or a step that would repeat codes. Null when it can be applied. */
export function codeRuleProblem(rule: CodeRule, count: number): 'prefix' | 'step' | 'length' | null {
  if (rule.prefix && !/^[A-Za-z0-9_-]*$/.test(rule.prefix)) return 'prefix';
  if (count > 1 && rule.step < 1) return 'step';
  const last = generateCodes(rule, count).at(-1);
  if (last !== undefined && !CODE_PATTERN.test(last)) return 'length';
  return null;
}

/** Codes given to the rows in order. */
export function applyCodes<R extends { sku_code: string }>(rows: readonly R[], rule: CodeRule): R[] {
  const codes = generateCodes(rule, rows.length);
  return rows.map((row, i) => ({ ...row, sku_code: codes[i] ?? row.sku_code }));
}
