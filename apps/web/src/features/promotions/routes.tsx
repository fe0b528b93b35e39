import type { AppRoute } from '../../shared/routing/app-route.ts';
import { groupBuyRoutes } from './group-buy/group-buy-routes.tsx';
import { seckillRoutes } from './seckill/seckill-routes.tsx';

/** 促销管理 (§2 /promotions). This branch holds only the time-limited sale and group buy; the
 * other kinds' routes are spread in beside them. Names equal PERMISSION_TREE's. */
export const promotionsRoutes: AppRoute[] = [
  {
    name: 'promotions',
    path: '/promotions',
    titleKey: 'promotions.seckillMenu.group',
    icon: 'promotions',
    redirect: 'time-limit',
    permission: null,
    children: [...seckillRoutes, ...groupBuyRoutes],
  },
];
