import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The logistics screens' strings: fetched with the page rather than with the signed-in frame
 * (only the menu title, locales/menu/, is in it). */
export function loadLogisticsStrings(): Promise<void> {
  return loadAreaStrings('logistics', {
    zh: () =>
      import('../locales/logistics-pack-zh.ts').then((m) => ({ translations: { logistics: m.strings } })),
    en: () =>
      import('../locales/logistics-pack-en.ts').then((m) => ({ translations: { logistics: m.strings } })),
  });
}

/** A logistics page loader that also brings the strings, so the page renders translated. */
export function withLogisticsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLogisticsStrings()]).then(([page]) => page);
}
