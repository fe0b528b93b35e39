import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The strings of the settings pages of issue 24 (API keys, grade application, goods warning):
 * fetched with the page rather than with the signed-in frame (only the menu titles are in it). */
export function loadSettingsExtrasStrings(): Promise<void> {
  return loadAreaStrings('settingsExtras', {
    zh: () =>
      import('../locales/settings-extras-pack-zh.ts').then((m) => ({
        translations: { settingsExtras: m.strings },
      })),
    en: () =>
      import('../locales/settings-extras-pack-en.ts').then((m) => ({
        translations: { settingsExtras: m.strings },
      })),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withSettingsExtrasStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSettingsExtrasStrings()]).then(([page]) => page);
}
