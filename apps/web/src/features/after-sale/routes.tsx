import type { AppRoute } from '../../shared/routing/app-route.ts';

// One loader per page module, shared by the routes that show it (the after-sale group and the
// points mall's): each import() carries its chunk's preload list into the signed-in frame once.
const serviceList = () => import('./pages/service-list/service-list-page.tsx');
const serviceDetail = () => import('./pages/service-detail/service-detail-page.tsx');
const refundList = () => import('./pages/refund-list/refund-list-page.tsx');
const serviceDetailPage = () => serviceDetail().then((m) => m.ServiceDetailPage);

/** §2 after-sale (default service-list) and the menu's after-sale → complaints. Route names are
 * the §6 permission identifiers and equal PERMISSION_TREE's (a test checks). */
export const afterSaleRoutes: AppRoute[] = [
  {
    name: 'after-sale',
    path: '/after-sale',
    titleKey: 'after-sale.route.group',
    icon: 'orders',
    redirect: 'service-list',
    // The group is a menu heading, not a permission of its own: roles are granted the pages (the
    // identifiers the server checks; the seeded clerk has exactly those). The menu drops the group
    // when no child survives.
    permission: null,
    children: [
      {
        name: 'service-list',
        path: 'service-list',
        titleKey: 'after-sale.route.serviceList',
        page: () => serviceList().then((m) => m.ServiceListPage),
      },
      {
        name: 'service-detail',
        path: 'service-detail/:service_sn',
        titleKey: 'after-sale.route.serviceDetail',
        hidden: true,
        // Hidden, but only for those who may open the case list (the server checks the same).
        permission: 'service-list',
        page: serviceDetailPage,
      },
      {
        name: 'refund-list',
        path: 'refund-list',
        titleKey: 'after-sale.route.refundList',
        page: () => refundList().then((m) => m.RefundListPage),
      },
      {
        name: 'complaint-list',
        path: 'complaint-list',
        titleKey: 'after-sale.route.complaintList',
        page: () => import('./pages/complaint-list/complaint-list-page.tsx').then((m) => m.ComplaintListPage),
      },
    ],
  },
];

/** Pages of this area that §2 places in the order group (/order/…): the complaint detail, and the
 * case detail under a second path. Hidden, and open to those who may open the complaint / case
 * list (the API behind them checks the same). src/app/routes.tsx mounts them into the order group
 * (features do not import each other). */
export const afterSaleOrderRoutes: AppRoute[] = [
  {
    name: 'complaint-detail',
    path: 'complaint-detail/:id',
    titleKey: 'after-sale.route.complaintDetail',
    hidden: true,
    permission: 'complaint-list',
    page: () =>
      import('./pages/complaint-detail/complaint-detail-page.tsx').then((m) => m.ComplaintDetailPage),
  },
  {
    name: 'order-service-detail',
    path: 'after-sale/service-detail/:as_order_sn',
    titleKey: 'after-sale.route.serviceDetail',
    hidden: true,
    permission: 'service-list',
    page: serviceDetailPage,
  },
];

/** The points mall's after-sale pages (§2 /pointsOrder/pointAfterSale, issue 22): the cases and
 * refunds of points orders, on the same screens. src/app/routes.tsx mounts the group into the
 * points mall. The API behind them is the after-sale one, checked with its permissions. */
export const afterSalePointsRoutes: AppRoute[] = [
  {
    name: 'pointAfterSale',
    path: 'pointAfterSale',
    titleKey: 'points.route.afterSaleGroup',
    redirect: 'point-service-list',
    permission: null,
    children: [
      {
        name: 'point-service-list',
        path: 'point-service-list',
        titleKey: 'points.route.serviceList',
        page: () => serviceList().then((m) => m.PointServiceListPage),
      },
      {
        name: 'point-service-detail',
        path: 'service-detail/:service_sn',
        titleKey: 'points.route.serviceDetail',
        hidden: true,
        permission: 'point-service-list',
        page: () => serviceDetail().then((m) => m.PointServiceDetailPage),
      },
      {
        name: 'point-refund-list',
        path: 'point-refund-list',
        titleKey: 'points.route.refundList',
        page: () => refundList().then((m) => m.PointRefundListPage),
      },
    ],
  },
];
