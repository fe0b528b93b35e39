/* §3 / §5 / §9 rules of the text-link picker (a line of text on a shop page and what tapping it
 * does). The web dialog validates with these; the shop-page save (issue 24) checks the same
 * values with `textLinkError`, so the server refuses what the dialog would. */
import { isLinkValue } from '../rules/picker-rules.ts';
import type { RuleMessageKey } from '../rules/rule-messages.ts';

export const TEXT_LINK_TYPES = ['NONE', 'URL', 'GOODS', 'CATEGORY', 'ACTIVE'] as const;
export type TextLinkType = (typeof TEXT_LINK_TYPES)[number];

/** §3: the types each variant offers, in the order its select lists them. */
export const TEXT_LINK_VARIANTS = {
  full: ['NONE', 'URL', 'GOODS', 'CATEGORY', 'ACTIVE'],
  short: ['NONE', 'GOODS', 'CATEGORY'],
  store: ['NONE', 'GOODS', 'CATEGORY', 'ACTIVE', 'URL'],
} as const satisfies Record<string, readonly TextLinkType[]>;
export type TextLinkVariant = keyof typeof TEXT_LINK_VARIANTS;

/** §9: the text's default length; the store variant's caller may give its own. */
export const TEXT_LINK_DEFAULT_LENGTH = { min: 1, max: 100 } as const;
export interface TextLength {
  min: number;
  max: number;
}

/** §9: the mini-program pages a URL link may point at (one level only, §5). */
export const MINI_PROGRAM_LINKS = [
  '/coupon',
  '/assemble',
  '/seckill',
  '/packagePointsMall',
  '/forwardSale',
  '/aptitude',
] as const;

/** §3 text picker value. `opt_value`: a mini-program path (URL), a goods id (GOODS), a category
 * path such as '0|3|12|' (CATEGORY), an activity id (ACTIVE); absent for NONE. */
export interface TextLinkValue {
  text: string;
  opt_type: TextLinkType;
  opt_value?: string;
}

export function textLinkTypes(variant: TextLinkVariant): readonly TextLinkType[] {
  return TEXT_LINK_VARIANTS[variant];
}

/** A caller's length, kept sane: whole numbers, 1 ≤ min ≤ max. */
export function textLength(length: Partial<TextLength> = {}): TextLength {
  const min = Math.max(1, Math.floor(length.min ?? TEXT_LINK_DEFAULT_LENGTH.min));
  const max = Math.max(min, Math.floor(length.max ?? TEXT_LINK_DEFAULT_LENGTH.max));
  return { min, max };
}

/** Length in characters as a person counts them (a Chinese character or an emoji is one). */
const charCount = (text: string) => [...text].length;

/** §5: the text is required ('请输入文本内容！') and min..max characters long. */
export function textError(
  text: string | undefined,
  length: Partial<TextLength> = {},
): 'rule.textRequired' | 'rule.textLength' | null {
  const value = text ?? '';
  if (value.trim() === '') return 'rule.textRequired';
  const { min, max } = textLength(length);
  const n = charCount(value);
  return n < min || n > max ? 'rule.textLength' : null;
}

/** §5: a value is required unless the type is NONE or unset ('请选择操作值！'); a URL is a
 * mini-program path ('链接值只能以 / 开头！'); a goods or activity is an id. */
export function optValueError(
  type: TextLinkType | undefined,
  value: string | undefined,
): 'rule.actionValueRequired' | 'rule.linkValue' | null {
  if (type === undefined || type === 'NONE') return null;
  const v = (value ?? '').trim();
  if (v === '') return 'rule.actionValueRequired';
  if (type === 'URL') return isLinkValue(v) ? null : 'rule.linkValue';
  if (type === 'GOODS' || type === 'ACTIVE')
    return /^[1-9]\d{0,9}$/.test(v) ? null : 'rule.actionValueRequired';
  return null;
}

/** §5: changing the type clears the value. */
export function withTextLinkType(value: TextLinkValue, opt_type: TextLinkType): TextLinkValue {
  if (opt_type === value.opt_type) return value;
  return { text: value.text, opt_type };
}

/** The first rule a whole value breaks, or null: the text, the type (one of the variant's), the
 * value. The server uses this for stored text links. */
export function textLinkError(
  value: Partial<TextLinkValue>,
  variant: TextLinkVariant = 'full',
  length: Partial<TextLength> = {},
): RuleMessageKey | null {
  const text = textError(value.text, length);
  if (text) return text;
  if (value.opt_type !== undefined && !textLinkTypes(variant).includes(value.opt_type)) {
    return 'rule.textLinkType';
  }
  return optValueError(value.opt_type, value.opt_value);
}
