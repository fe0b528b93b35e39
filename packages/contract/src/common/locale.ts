import { API_MESSAGES } from './api-messages.ts';
import { RULE_MESSAGES } from '../rules/rule-messages.ts';

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Reads an Accept-Language value: English only when the caller asks for it first; zh otherwise. */
export function localeFromHeader(header: string | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

/** Translates an API or rule message key; unknown keys are returned as they are (already text). */
export function translateMessage(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const table: Record<string, string> = { ...RULE_MESSAGES[locale], ...API_MESSAGES[locale] };
  const template = table[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
