import { API_MESSAGES } from '@rxdesk/contract/common/api-messages';
import type { Locale } from '@rxdesk/contract/common/locale';
import { RULE_MESSAGES } from '@rxdesk/contract/rules/rule-messages';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each language's message templates as patterns (`{param}` matches anything). */
const patterns = (locale: Locale): RegExp[] =>
  [...Object.values(API_MESSAGES[locale]), ...Object.values(RULE_MESSAGES[locale])]
    .filter((t) => /[\p{L}]/u.test(t.replace(/\{\w+\}/g, '')))
    .map(
      (t) =>
        new RegExp(
          `^${t
            .split(/\{\w+\}/)
            .map(escape)
            .join('[\\s\\S]*')}$`,
          'u',
        ),
    );

const PATTERNS: Record<Locale, RegExp[]> = { zh: patterns('zh'), en: patterns('en') };

/** Whether an error message is one of the catalogue's messages in that language (a field's
 * message may be prefixed with the field's name, "field: …"). */
export function isInLanguage(message: string, locale: Locale): boolean {
  const bare = message.replace(/^[\w.[\]-]+: /, '');
  return PATTERNS[locale].some((p) => p.test(message) || p.test(bare));
}
