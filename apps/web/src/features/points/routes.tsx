import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withPointsStrings } from './lib/points-strings.ts';

/** 积分商城 (§2 /pointsOrder, default pointsOrder-list): the points goods and the points categories,
 * both under the points goods permission. The points orders (pointsOrder-list) and the
 * pointAfterSale group are the orders' and after-sale's screens: src/app/routes.tsx mounts them
 * here first. */
export const pointsRoutes: AppRoute[] = [
  {
    name: 'pointsOrder',
    path: '/pointsOrder',
    titleKey: 'points.route.group',
    icon: 'points',
    redirect: 'pointsOrder-list',
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
