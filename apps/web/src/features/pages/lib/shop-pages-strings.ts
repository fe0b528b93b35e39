import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The shop pages' strings (area key `shopPages`): fetched with the page rather than with the
 * signed-in frame (only the menu titles, locales/menu/, are in it). */
export function loadShopPagesStrings(): Promise<void> {
  return loadAreaStrings('shopPages', {
    zh: () =>
      import('../locales/shop-pages-pack-zh.ts').then((m) => ({ translations: { shopPages: m.strings } })),
    en: () =>
      import('../locales/shop-pages-pack-en.ts').then((m) => ({ translations: { shopPages: m.strings } })),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withShopPagesStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadShopPagesStrings()]).then(([page]) => page);
}
