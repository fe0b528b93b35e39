import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The goods screens' strings (~8 KB gzip per language): fetched with the first goods page rather
 * than with the signed-in frame, which keeps the shell within its page-weight budget. */
export function loadGoodsStrings(): Promise<void> {
  return loadAreaStrings('goods', {
    zh: () => import('../locales/goods-pack-zh.ts'),
    en: () => import('../locales/goods-pack-en.ts'),
  });
}

/** A goods page loader that also brings the goods strings, so the page renders translated. */
export function withGoodsStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadGoodsStrings()]).then(([page]) => page);
}
