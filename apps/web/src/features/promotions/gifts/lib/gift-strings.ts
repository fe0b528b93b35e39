import { loadAreaStrings } from '../../../../i18n/i18n.ts';

/** The gift screens' strings: fetched with the page rather than with the signed-in frame, which
 * keeps the shell within its page-weight budget. */
export function loadGiftStrings(): Promise<void> {
  return loadAreaStrings('gifts', {
    zh: () => import('../locales/gifts-pack-zh.ts').then((m) => ({ translations: { gifts: m.strings } })),
    en: () => import('../locales/gifts-pack-en.ts').then((m) => ({ translations: { gifts: m.strings } })),
  });
}

/** A gift page loader that also brings the strings, so the page renders translated. */
export function withGiftStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadGiftStrings()]).then(([page]) => page);
}
