import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { withCouponStrings } from './lib/coupon-strings.ts';

/** 优惠券 (coupon-list) and its hidden receive list, children of the promotions group. Names equal
 * PERMISSION_TREE's. */
export const couponRoutes: AppRoute[] = [
  {
    name: 'coupon-list',
    path: 'coupon-list',
    titleKey: 'promotions.couponRoute.list',
    page: withCouponStrings(() => import('./pages/coupon-list-page.tsx').then((m) => m.CouponListPage)),
  },
  {
    name: 'coupon-receive',
    path: 'coupon-receive/:coupon_id',
    titleKey: 'promotions.couponRoute.receive',
    hidden: true,
    permission: 'coupon-list',
    page: withCouponStrings(() => import('./pages/coupon-receive-page.tsx').then((m) => m.CouponReceivePage)),
  },
];
