import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The points screens' strings: fetched with the first points page rather than with the
 * signed-in frame, which keeps the shell within its page-weight budget. */
export function loadPointsStrings(): Promise<void> {
  return loadAreaStrings('points', {
    zh: () => import('../strings/points-pack-zh.ts'),
    en: () => import('../strings/points-pack-en.ts'),
  });
}

/** A points page loader that also brings the points strings, so the page renders translated. */
export function withPointsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPointsStrings()]).then(([page]) => page);
}
