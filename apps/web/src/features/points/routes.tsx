import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withPointsStrings } from './lib/points-strings.ts';

/** 积分商城 (§2 /pointsOrder): the points goods and the points categories, both under the points
 * goods permission (the points orders and after-sale screens come later). */
export const pointsRoutes: AppRoute[] = [
  {
    name: 'pointsOrder',
    path: '/pointsOrder',
    titleKey: 'points.route.group',
    icon: 'points',
    redirect: 'points-goods',
    permission: null,
    children: [
      {
        name: 'points-goods',
        path: 'points-goods',
        titleKey: 'points.route.goods',
        permission: 'points-goods',
        page: withPointsStrings(() => import('./pages/points-goods-page.tsx').then((m) => m.PointsGoodsPage)),
      },
      {
        name: 'points-category',
        path: 'points-category',
        titleKey: 'points.route.categories',
        permission: 'points-goods',
        page: withPointsStrings(() =>
          import('./pages/points-category-page.tsx').then((m) => m.PointsCategoryPage),
        ),
      },
    ],
  },
];
