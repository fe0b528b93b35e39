import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The shop and store settings screens' strings (area key `shopSettings`): fetched with their
 * pages rather than with the signed-in frame (only the menu titles, locales/menu/, are in it). */
export function loadShopSettingsStrings(): Promise<void> {
  return loadAreaStrings('shopSettings', {
    zh: () =>
      import('../shop/locales/shop-settings-pack-zh.ts').then((m) => ({
        translations: { shopSettings: m.strings },
      })),
    en: () =>
      import('../shop/locales/shop-settings-pack-en.ts').then((m) => ({
        translations: { shopSettings: m.strings },
      })),
  });
}

/** A settings page loader that also brings the strings, so the page renders translated. */
export function withShopSettingsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadShopSettingsStrings()]).then(([page]) => page);
}
