import {
  afterSaleOrderRoutes,
  afterSalePointsRoutes,
  afterSaleRoutes,
} from '../features/after-sale/routes.tsx';
import { loginRoute } from '../features/auth/routes.tsx';
import { clerksRoutes } from '../features/clerks/routes.tsx';
import { consultationsRoutes } from '../features/consultations/routes.tsx';
import { commentsRoutes } from '../features/comments/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { drugControlRoutes } from '../features/drug-control/routes.tsx';
import { goodsRoutes } from '../features/goods/routes.tsx';
import { membersRoutes } from '../features/members/routes.tsx';
import { shopPagesRoutes } from '../features/pages/routes.tsx';
import { promotionsRoutes } from '../features/promotions/routes.tsx';
import { pointsRoutes } from '../features/points/routes.tsx';
import { logsRoutes } from '../features/logs/routes.tsx';
import { logisticsRoutes } from '../features/logistics/routes.tsx';
import { notFoundRoute } from '../features/errors/routes.tsx';
import { orderRoutes, ordersPointsRoutes } from '../features/orders/routes.tsx';
import { prescriptionRoutes } from '../features/prescription/routes.tsx';
import { invoiceRoutes, invoiceSettingRoutes } from '../features/invoices/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { settlementRoutes } from '../features/settlement/routes.tsx';
import { statisticsRoutes } from '../features/statistics/routes.tsx';
import type { AppRoute } from '../shared/routing/app-route.ts';
import { mountRoutes } from '../shared/routing/mount-routes.ts';

/**
 * The pages inside the signed-in layout, in menu order. The router, menu, breadcrumbs, tabs and
 * §6 permission filter all read this tree. To add an area, write its
 * `src/features/<area>/routes.tsx` and spread it in here — nothing else changes.
 */
export const layoutRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...goodsRoutes,
  // §2 puts after-sale's complaint detail (and a second path of the case detail) under /order.
  ...mountRoutes(orderRoutes, 'order', afterSaleOrderRoutes),
  ...afterSaleRoutes,
  ...logisticsRoutes,
  ...commentsRoutes,
  // §2 settlement (detail, invoice history, invoice detail): the invoices' pages join the bills.
  ...mountRoutes(settlementRoutes, 'settlement', invoiceRoutes),
  ...prescriptionRoutes,
  ...drugControlRoutes,
  ...membersRoutes,
  ...shopPagesRoutes,
  ...promotionsRoutes,
  ...statisticsRoutes,
  // §2 /pointsOrder: the points orders, their after-sale cases and refunds are the orders' and
  // after-sale's screens narrowed to POINTS orders, listed first (pointsOrder-list is the default).
  ...mountRoutes(pointsRoutes, 'pointsOrder', [...ordersPointsRoutes, ...afterSalePointsRoutes], 'start'),
  ...logsRoutes,
  ...consultationsRoutes,
  ...clerksRoutes,
  ...mountRoutes(settingsRoutes, 'setting', invoiceSettingRoutes),
];

/** Reachable without a session. */
export const publicRoutes: AppRoute[] = [loginRoute, notFoundRoute];
