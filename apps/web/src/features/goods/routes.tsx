import type { AppRoute } from '../../shared/routing/app-route.ts';
import { groupTagRoutes, qrcodeSupplierRoutes } from './extras-routes.tsx';
import { stockRoutes } from './stock-routes.tsx';

/** 商品管理 (§2 /goods). Names equal PERMISSION_TREE's; the group needs `goods` granted, as the
 * roles dialog grants a parent with any of its pages. §2 opens goods-list by default; until that
 * page is here, the first page that is. */
export const goodsRoutes: AppRoute[] = [
  {
    name: 'goods',
    path: '/goods',
    titleKey: 'goods.extras.route.group',
    icon: 'goods',
    redirect: 'category-list',
    children: [...groupTagRoutes, ...stockRoutes, ...qrcodeSupplierRoutes],
  },
];
