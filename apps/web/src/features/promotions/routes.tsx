import type { AppRoute } from '../../shared/routing/app-route.ts';
import { couponRoutes } from './coupons/coupon-routes.tsx';
import { giftRoutes } from './gifts/gift-routes.tsx';
import { groupBuyRoutes } from './group-buy/group-buy-routes.tsx';
import { assembleRoutes } from './assemble/assemble-routes.tsx';
import { withPromotionsStrings } from './lib/promotions-strings.ts';
import { seckillRoutes } from './seckill/seckill-routes.tsx';

const page = (name: 'FullCutPage' | 'SingleCutPage' | 'SecondHalfPricePage') =>
  withPromotionsStrings(() => import('./pages/promotion-list-page.tsx').then((m) => m[name]));

/** 促销管理 (§2 /promotions, default full-cut). Names equal PERMISSION_TREE's. The coupon, gift,
 * seckill, group-buy and assemble screens keep their routes beside their pages and are spread in
 * here in the menu's order. */
export const promotionsRoutes: AppRoute[] = [
  {
    name: 'promotions',
    path: '/promotions',
    titleKey: 'promotions.route.group',
    icon: 'promotions',
    redirect: 'full-cut',
    permission: null,
    children: [
      { name: 'full-cut', path: 'full-cut', titleKey: 'promotions.route.fullCut', page: page('FullCutPage') },
      {
        name: 'single-cut',
        path: 'single-cut',
        titleKey: 'promotions.route.singleCut',
        page: page('SingleCutPage'),
      },
      {
        name: 'second-half-price',
        path: 'second-half-price',
        titleKey: 'promotions.route.secondHalfPrice',
        page: page('SecondHalfPricePage'),
      },
      ...couponRoutes,
      ...giftRoutes,
      ...seckillRoutes,
      ...groupBuyRoutes,
      ...assembleRoutes,
    ],
  },
];
