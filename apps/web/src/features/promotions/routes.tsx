import type { AppRoute } from '../../shared/routing/app-route.ts';
import { couponRoutes } from './coupons/coupon-routes.tsx';

/** 促销管理 (§2 /promotions). Names equal PERMISSION_TREE's. */
export const promotionsRoutes: AppRoute[] = [
  {
    name: 'promotions',
    path: '/promotions',
    titleKey: 'promotions.couponRoute.group',
    icon: 'promotions',
    redirect: 'coupon-list',
    permission: null,
    children: [...couponRoutes],
  },
];
