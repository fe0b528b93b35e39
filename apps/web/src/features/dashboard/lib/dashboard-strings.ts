import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The dashboard's figures and to-do strings: fetched with the page rather than with the signed-in
 * frame (the older card strings in locales/*.json stay small). Their own key, `dashboardFigures`,
 * so they never replace the frame's `dashboard` strings. */
export function loadDashboardStrings(): Promise<void> {
  return loadAreaStrings('dashboardFigures', {
    zh: () =>
      import('../locales/dashboard-pack-zh.ts').then((m) => ({
        translations: { dashboardFigures: m.strings },
      })),
    en: () =>
      import('../locales/dashboard-pack-en.ts').then((m) => ({
        translations: { dashboardFigures: m.strings },
      })),
  });
}

/** The dashboard page loader that also brings the strings, so the page renders translated. */
export function withDashboardStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadDashboardStrings()]).then(([page]) => page);
}
