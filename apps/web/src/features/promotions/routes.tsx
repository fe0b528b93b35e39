import type { AppRoute } from '../../shared/routing/app-route.ts';
import { couponRoutes } from './coupons/coupon-routes.tsx';
import { groupBuyRoutes } from './group-buy/group-buy-routes.tsx';
import { seckillRoutes } from './seckill/seckill-routes.tsx';

/** 促销管理 (§2 /promotions). Each kind keeps its routes beside its pages; they are spread in here
 * in the menu's order. Names equal PERMISSION_TREE's. */
export const promotionsRoutes: AppRoute[] = [
  {
    name: 'promotions',
    path: '/promotions',
    titleKey: 'promotions.couponRoute.group',
    icon: 'promotions',
    redirect: 'coupon-list',
    permission: null,
    children: [...couponRoutes, ...seckillRoutes, ...groupBuyRoutes],
  },
];
