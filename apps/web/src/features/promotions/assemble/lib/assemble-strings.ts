import { loadAreaStrings } from '../../../../i18n/i18n.ts';
import { loadActivityStrings } from '../../seckill/lib/activity-strings.ts';

/** The assemble screens' strings (`promotions.assemble.*`), fetched with their first page like
 * the other activities' (and those shared strings too: tabs, close dialog). */
export function loadAssembleStrings(): Promise<void> {
  return loadAreaStrings('promotions-assemble', {
    zh: () =>
      import('../locales/assemble-pack-zh.ts').then((m) => ({
        translations: { promotions: { assemble: m.strings } },
      })),
    en: () =>
      import('../locales/assemble-pack-en.ts').then((m) => ({
        translations: { promotions: { assemble: m.strings } },
      })),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withAssembleStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAssembleStrings(), loadActivityStrings()]).then(([page]) => page);
}
