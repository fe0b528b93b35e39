import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The settlement screens' strings: fetched with the page rather than with the signed-in frame,
 * which keeps the shell within its page-weight budget. */
export function loadSettlementStrings(): Promise<void> {
  return loadAreaStrings('settlement', {
    zh: () =>
      import('../locales/settlement-pack-zh.ts').then((m) => ({ translations: { settlement: m.strings } })),
    en: () =>
      import('../locales/settlement-pack-en.ts').then((m) => ({ translations: { settlement: m.strings } })),
  });
}

/** A settlement page loader that also brings the strings, so the page renders translated. */
export function withSettlementStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSettlementStrings()]).then(([page]) => page);
}
