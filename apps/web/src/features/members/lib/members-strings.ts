import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The member screens' strings: fetched with the first member page rather than with the
 * signed-in frame, which keeps the shell within its page-weight budget. */
export function loadMembersStrings(): Promise<void> {
  return loadAreaStrings('members', {
    zh: () => import('../strings/members-pack-zh.ts'),
    en: () => import('../strings/members-pack-en.ts'),
  });
}

/** A member page loader that also brings the member strings, so the page renders translated. */
export function withMembersStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMembersStrings()]).then(([page]) => page);
}
