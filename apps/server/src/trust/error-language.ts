import { messageTemplates, type Locale } from '@rxdesk/contract/common/locale';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each language's message templates as patterns (`{param}` matches anything). */
const patterns = (locale: Locale): RegExp[] =>
  messageTemplates(locale)
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

// Read on first use: areas register their messages when the app is built (addAreaMessages).
let PATTERNS: Record<Locale, RegExp[]> | null = null;

/** Whether an error message is one of the catalogue's messages in that language (a field's
 * message may be prefixed with the field's name, "field: …"). */
export function isInLanguage(message: string, locale: Locale): boolean {
  const bare = message.replace(/^[\w.[\]-]+: /, '');
  PATTERNS ??= { zh: patterns('zh'), en: patterns('en') };
  return PATTERNS[locale].some((p) => p.test(message) || p.test(bare));
}
