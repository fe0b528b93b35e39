import type { AppRoute } from '../../shared/routing/app-route.ts';

// The order list module serves the order group and the points mall (one preload list).
const orderList = () => import('./pages/order-list/order-list-page.tsx');
const detailPage = () => import('./pages/order-detail/order-detail-page.tsx').then((m) => m.OrderDetailPage);

/** §2 /order (default order-list): the order list and its details, and the drop-ship sub-orders
 * (sorder-list, sdetail/:ssid/:sn). complaint-detail/:id and after-sale/service-detail/:as_order_sn
 * are after-sale pages: src/app/routes.tsx mounts them into this group. */
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
        page: () => orderList().then((m) => m.OrderListPage),
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
      {
        name: 'sorder-list',
        path: 'sorder-list',
        titleKey: 'orders.route.sorderList',
        page: () => import('./pages/sorder-list/sorder-list-page.tsx').then((m) => m.SorderListPage),
      },
      // §3: a sub-order is named by ssid plus its parent's sn. Hidden, but only for those who may
      // open the drop-ship list (the server checks the same permission).
      {
        name: 'sorderDetail',
        path: 'sdetail/:ssid/:sn',
        titleKey: 'orders.route.sorderDetail',
        hidden: true,
        permission: 'sorder-list',
        page: () => import('./pages/sorder-detail/sorder-detail-page.tsx').then((m) => m.SorderDetailPage),
      },
    ],
  },
];

/** The points mall's order list (§2 /pointsOrder/pointsOrder-list, issue 22): the order list of
 * POINTS orders; rows open the order detail above. src/app/routes.tsx mounts it into the points
 * mall. The API behind it is the order list, checked with its permission. */
export const ordersPointsRoutes: AppRoute[] = [
  {
    name: 'pointsOrder-list',
    path: 'pointsOrder-list',
    titleKey: 'points.route.orders',
    page: () => orderList().then((m) => m.PointsOrderListPage),
  },
];
