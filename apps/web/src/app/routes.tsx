import { loginRoute } from '../features/auth/routes.tsx';
import { clerksRoutes } from '../features/clerks/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { notFoundRoute } from '../features/errors/routes.tsx';
import { orderRoutes } from '../features/orders/routes.tsx';
import type { AppRoute } from '../shared/routing/app-route.ts';

/**
 * The pages inside the signed-in layout, in menu order. The router, menu, breadcrumbs, tabs and
 * §6 permission filter all read this tree. To add an area, write its
 * `src/features/<area>/routes.tsx` and spread it in here — nothing else changes.
 */
export const layoutRoutes: AppRoute[] = [...dashboardRoutes, ...orderRoutes, ...clerksRoutes];

/** Reachable without a session. */
export const publicRoutes: AppRoute[] = [loginRoute, notFoundRoute];

/** §2: the empty path opens the dashboard. */
export const HOME_PATH = '/dashboard';
