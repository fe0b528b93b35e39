import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The comments screen's strings: fetched with the page rather than with the signed-in frame,
 * which keeps the shell within its page-weight budget (only the menu titles are there). */
export function loadCommentsStrings(): Promise<void> {
  return loadAreaStrings('comments', {
    zh: () =>
      import('../locales/comments-pack-zh.ts').then((m) => ({ translations: { comments: m.strings } })),
    en: () =>
      import('../locales/comments-pack-en.ts').then((m) => ({ translations: { comments: m.strings } })),
  });
}

/** A comments page loader that also brings the strings, so the page renders translated. */
export function withCommentsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCommentsStrings()]).then(([page]) => page);
}
