import { loadAreaStrings } from '../../../../i18n/i18n.ts';

/** The seckill and group-buy screens' strings (`promotions.activity.*`): fetched with their first
 * page rather than with the signed-in frame, which keeps the shell within its weight budget. */
export function loadActivityStrings(): Promise<void> {
  return loadAreaStrings('promotions-activity', {
    zh: () =>
      import('../locales/activity-pack-zh.ts').then((m) => ({
        translations: { promotions: { activity: m.strings } },
      })),
    en: () =>
      import('../locales/activity-pack-en.ts').then((m) => ({
        translations: { promotions: { activity: m.strings } },
      })),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withActivityStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadActivityStrings()]).then(([page]) => page);
}
