import type { AppRoute } from '../../shared/routing/app-route.ts';

const detailPage = () => import('./pages/order-detail/order-detail-page.tsx').then((m) => m.OrderDetailPage);

/** §2 /order (default order-list). Drop-ship orders (sorder-list, sdetail) and complaints are not
 * built on the server yet, so they are not here either: a feature not built does not appear. */
export const orderRoutes: AppRoute[] = [
  {
    name: 'order',
    path: '/order',
    titleKey: 'orders.route.group',
    icon: 'orders',
    redirect: 'order-list',
    // The group is a menu heading, not a permission of its own: roles are granted 'order-list'
    // (the identifier the server checks). The menu drops the group when no child survives.
    permission: null,
    children: [
      {
        name: 'order-list',
        path: 'order-list',
        titleKey: 'orders.route.list',
        page: () => import('./pages/order-list/order-list-page.tsx').then((m) => m.OrderListPage),
      },
      // The named route orderDetail (param sn); details/:sn is the same page under its other path.
      {
        name: 'orderDetail',
        path: 'detail/:sn',
        titleKey: 'orders.route.detail',
        hidden: true,
        page: detailPage,
      },
      {
        name: 'orderDetails',
        path: 'details/:sn',
        titleKey: 'orders.route.detail',
        hidden: true,
        page: detailPage,
      },
    ],
  },
];
