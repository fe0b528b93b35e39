import type { AppRoute } from '../../shared/routing/app-route.ts';

/**
 * §2 /goods. Names equal PERMISSION_TREE's. The group is a menu heading, not a permission of its
 * own (roles are granted the pages). Each part of the goods area appends its pages to the group's
 * children; the stock part (issue 20) owns understock-list and expiry-list. The group opens the
 * first page a part put there until goods-list exists (§2: the default is goods-list).
 */
export const goodsRoutes: AppRoute[] = [
  {
    name: 'goods',
    path: '/goods',
    titleKey: 'goods.stock.route.group',
    icon: 'goods',
    redirect: 'understock-list',
    permission: null,
    children: [
      // ---- stock (warning stock, near-expiry batches) ----
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
    ],
  },
];
