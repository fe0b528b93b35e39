import { API_MESSAGES } from './api-messages.ts';
import { RULE_MESSAGES } from '../rules/rule-messages.ts';

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Reads an Accept-Language value: English only when the caller asks for it first; zh otherwise. */
export function localeFromHeader(header: string | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

type MessageTables = Record<Locale, Record<string, string>>;
const AREA_MESSAGES: MessageTables = { zh: {}, en: {} };

/** An area's messages kept out of API_MESSAGES, so the web's signed-in shell (which reads
 * API_MESSAGES for its forms) does not carry them: the area's message file registers them when
 * it is imported — by the server's module, and by the area's own lazy chunk on the web. */
export function addAreaMessages(more: MessageTables): void {
  Object.assign(AREA_MESSAGES.zh, more.zh);
  Object.assign(AREA_MESSAGES.en, more.en);
}

/** Every message template of a language (rules, areas', API's): what an error message may be. */
export function messageTemplates(locale: Locale): string[] {
  return [
    ...Object.values(API_MESSAGES[locale]),
    ...Object.values(RULE_MESSAGES[locale]),
    ...Object.values(AREA_MESSAGES[locale]),
  ];
}

/** Translates an API or rule message key; unknown keys are returned as they are (already text). */
export function translateMessage(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const table: Record<string, string> = {
    ...RULE_MESSAGES[locale],
    ...AREA_MESSAGES[locale],
    ...API_MESSAGES[locale],
  };
  const template = table[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
