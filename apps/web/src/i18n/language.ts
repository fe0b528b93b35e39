import Cookies from 'js-cookie';

/** The two UI languages; zh is the default (§9) and the value the server also defaults to. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** §3: the choice is remembered in the `language` cookie (the server never reads it; the
 * client sends Accept-Language instead). */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguageCookie(): Language {
  const stored = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(stored) ? stored : 'zh';
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'Lax' });
}

/** BCP 47 tag for <html lang> (screen readers, hyphenation). */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/** dayjs names its locales differently from us. */
export function dayjsLocaleName(language: Language): string {
  return language === 'zh' ? 'zh-cn' : 'en';
}

/** The label each language is shown with in the switcher, always in its own script. */
export const LANGUAGE_LABELS: Record<Language, string> = { zh: '中文', en: 'English' };
