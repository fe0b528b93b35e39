import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18n from 'i18next';
import type { Locale } from 'antd/es/locale';
import { initReactI18next } from 'react-i18next';
import {
  dayjsLocaleName,
  htmlLang,
  isLanguage,
  readLanguageCookie,
  writeLanguageCookie,
  type Language,
} from './language.ts';

const initial = readLanguageCookie();

/** Each language's strings (ours and antd's) are a lazy chunk: the page fetches only the one in
 * use, the other on the first switch to it. */
const packs: Record<Language, () => Promise<{ translations: Record<string, unknown>; antdLocale: Locale }>> =
  {
    zh: () => import('./pack-zh.ts'),
    en: () => import('./pack-en.ts'),
  };
const antdLocales = new Map<Language, Locale>();

/** The signed-in areas' strings (orders, after-sale…), a lazy chunk per language fetched with the
 * signed-in frame, so the login page never downloads them. */
const signedInPacks: Record<Language, () => Promise<{ translations: Record<string, unknown> }>> = {
  zh: () => import('./signed-in-pack-zh.ts'),
  en: () => import('./signed-in-pack-en.ts'),
};
const signedInLoaded = new Set<Language>();
/** Set once the signed-in frame asked for its strings: a language switch then fetches them too. */
let signedInWanted = false;

async function ensureSignedInLanguage(language: Language): Promise<void> {
  if (signedInLoaded.has(language)) return;
  const pack = await signedInPacks[language]();
  i18n.addResourceBundle(language, 'translation', pack.translations, true, true);
  signedInLoaded.add(language);
}

/** The signed-in areas' strings in the current language (and in every later switch); the layout
 * route waits for them before its first render. */
export function loadSignedInStrings(): Promise<void> {
  signedInWanted = true;
  return ensureSignedInLanguage(currentLanguage());
}

/** An area whose strings are too many for the signed-in pack (goods): a lazy chunk per language,
 * fetched with the area's pages; the menu titles stay in the signed-in pack. */
export type AreaPacks = Record<Language, () => Promise<{ translations: Record<string, unknown> }>>;
const areaPacks = new Map<string, AreaPacks>();
const areaLoaded = new Set<string>();

async function ensureArea(area: string, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  if (areaLoaded.has(key)) return;
  const pack = await areaPacks.get(area)![language]();
  // Deep: the area's tree joins what the signed-in pack holds of it (its menu titles).
  i18n.addResourceBundle(language, 'translation', pack.translations, true, true);
  areaLoaded.add(key);
}

/** The strings of an area in the current language (and in every later switch). */
export function loadAreaStrings(area: string, packs: AreaPacks): Promise<void> {
  areaPacks.set(area, packs);
  return ensureArea(area, currentLanguage());
}

async function ensureLanguage(language: Language): Promise<void> {
  if (antdLocales.has(language)) return;
  const pack = await packs[language]();
  i18n.addResourceBundle(language, 'translation', pack.translations, true, true);
  antdLocales.set(language, pack.antdLocale);
}

// No resources yet: they are added by ensureLanguage, and main.tsx renders once i18nReady settles,
// so the first render is translated.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});
syncSideEffects(initial);

/** Settles once the starting language's strings are in. */
export const i18nReady: Promise<void> = ensureLanguage(initial);

function syncSideEffects(language: Language): void {
  dayjs.locale(dayjsLocaleName(language));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/** The language the UI is in now; also what every API call sends as Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'zh';
}

/** antd's locale for the language, once its pack is loaded (always so for the current one). */
export function antdLocaleOf(language: Language): Locale | undefined {
  return antdLocales.get(language);
}

/** Switches the UI language, remembers it in the cookie and moves dayjs along. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([
    ensureLanguage(language),
    signedInWanted ? ensureSignedInLanguage(language) : undefined,
    ...[...areaPacks.keys()].map((area) => ensureArea(area, language)),
  ]);
  writeLanguageCookie(language);
  syncSideEffects(language);
  await i18n.changeLanguage(language);
}

export { i18n };
