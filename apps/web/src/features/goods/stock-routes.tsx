import type { AppRoute } from '../../shared/routing/app-route.ts';

/** 预警库存 and 近效期批次 (issue 20: stock by batch), placed by the goods group where the permission
 * tree has them: after the recycle station, before promotion codes. Names are the §6 identifiers. */
export const stockRoutes: AppRoute[] = [
  {
    name: 'understock-list',
    path: 'understock-list',
    titleKey: 'goods.stock.route.warning',
    page: () => import('./pages/warning-list-page.tsx').then((m) => m.WarningListPage),
  },
  {
    name: 'expiry-list',
    path: 'expiry-list',
    titleKey: 'goods.stock.route.expiry',
    page: () => import('./pages/expiry-list-page.tsx').then((m) => m.ExpiryListPage),
  },
];
