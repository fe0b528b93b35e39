import { loadAreaStrings } from '../../../../i18n/i18n.ts';

/** The coupon screens' strings: fetched with the pages rather
 * than with the signed-in frame, which keeps the shell within its page-weight budget. */
export function loadCouponStrings(): Promise<void> {
  return loadAreaStrings('coupons', {
    zh: () => import('../locales/coupons-pack-zh.ts').then((m) => ({ translations: { coupons: m.strings } })),
    en: () => import('../locales/coupons-pack-en.ts').then((m) => ({ translations: { coupons: m.strings } })),
  });
}

/** A coupon page loader that also brings the strings, so the page renders translated. */
export function withCouponStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCouponStrings()]).then(([page]) => page);
}
