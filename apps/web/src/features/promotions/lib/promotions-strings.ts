import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The promotion screens' strings: fetched with the first promotion page rather than with the
 * signed-in frame, which keeps the shell within its page-weight budget. */
export function loadPromotionsStrings(): Promise<void> {
  return loadAreaStrings('promotions', {
    zh: () => import('../strings/promotions-pack-zh.ts'),
    en: () => import('../strings/promotions-pack-en.ts'),
  });
}

/** A promotion page loader that also brings the strings, so the page renders translated. */
export function withPromotionsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPromotionsStrings()]).then(([page]) => page);
}
