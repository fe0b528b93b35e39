import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The statistics screens' strings: fetched with the page rather than with the signed-in frame,
 * which keeps the shell within its page-weight budget. */
export function loadStatisticsStrings(): Promise<void> {
  return loadAreaStrings('statistics', {
    zh: () =>
      import('../locales/statistics-pack-zh.ts').then((m) => ({ translations: { statistics: m.strings } })),
    en: () =>
      import('../locales/statistics-pack-en.ts').then((m) => ({ translations: { statistics: m.strings } })),
  });
}

/** A statistics page loader that also brings the strings, so the page renders translated. */
export function withStatisticsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStatisticsStrings()]).then(([page]) => page);
}
