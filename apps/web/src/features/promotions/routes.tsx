import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withPromotionsStrings } from './lib/promotions-strings.ts';

const page = (name: 'FullCutPage' | 'SingleCutPage' | 'SecondHalfPricePage') =>
  withPromotionsStrings(() => import('./pages/promotion-list-page.tsx').then((m) => m[name]));

/** 促销管理 (/promotions, default full-cut). Names equal PERMISSION_TREE's. The coupon and seckill
 * screens (features/promotions/coupons/, …/seckill/) append their routes to `children`. */
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
    ],
  },
];
