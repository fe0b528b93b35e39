import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The consultation screen's strings: fetched with the page rather than with the signed-in frame,
 * which keeps the shell within its page-weight budget (only the menu titles are in it). */
export function loadAsksStrings(): Promise<void> {
  return loadAreaStrings('consultations', {
    zh: () => import('../locales/asks-pack-zh.ts'),
    en: () => import('../locales/asks-pack-en.ts'),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withAsksStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAsksStrings()]).then(([page]) => page);
}
