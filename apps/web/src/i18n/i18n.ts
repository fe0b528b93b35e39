import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from './locale-resources.ts';
import {
  dayjsLocaleName,
  htmlLang,
  isLanguage,
  readLanguageCookie,
  writeLanguageCookie,
  type Language,
} from './language.ts';

const initial = readLanguageCookie();

// Resources are bundled, so init completes synchronously and the first render is translated.
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: translations.zh }, en: { translation: translations.en } },
  lng: initial,
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});
syncSideEffects(initial);

function syncSideEffects(language: Language): void {
  dayjs.locale(dayjsLocaleName(language));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/** The language the UI is in now; also what every API call sends as Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'zh';
}

/** Switches the UI language, remembers it in the cookie and moves dayjs along. */
export async function switchLanguage(language: Language): Promise<void> {
  writeLanguageCookie(language);
  syncSideEffects(language);
  await i18n.changeLanguage(language);
}

export { i18n };
