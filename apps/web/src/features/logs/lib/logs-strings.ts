import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The log screen's strings: fetched with the screen, not with the signed-in frame (the shell's
 * page-weight budget). */
export function loadLogsStrings(): Promise<void> {
  return loadAreaStrings('logs', {
    zh: () => import('../locales/logs-pack-zh.ts'),
    en: () => import('../locales/logs-pack-en.ts'),
  });
}

export function withLogsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLogsStrings()]).then(([page]) => page);
}
