import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withDashboardStrings } from './lib/dashboard-strings.ts';

export const dashboardRoutes: AppRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    titleKey: 'route.dashboard',
    icon: 'dashboard',
    // The breadcrumb root and the page every sign-in lands on: open to every role.
    permission: null,
    page: withDashboardStrings(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage)),
  },
];
