import { loadAreaStrings } from '../../../../i18n/i18n.ts';

/** The qualifications page's strings (area key `qualifications`), fetched with the page rather
 * than with the signed-in frame (only the menu title is in it). */
export function loadQualificationStrings(): Promise<void> {
  return loadAreaStrings('qualifications', {
    zh: () => import('../strings/qualifications-pack-zh.ts'),
    en: () => import('../strings/qualifications-pack-en.ts'),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withQualificationStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQualificationStrings()]).then(([page]) => page);
}
