/** The coupon screens' addresses (§2 /promotions). */
export const COUPON_LIST_PATH = '/promotions/coupon-list';

export function couponReceiveHref(couponId: number): string {
  return `/promotions/coupon-receive/${couponId}`;
}
