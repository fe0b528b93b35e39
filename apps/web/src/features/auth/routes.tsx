import type { AppRoute } from '../../shared/routing/app-route.ts';

/** Public: reachable without a session (the app sends signed-in users on to /). */
export const loginRoute: AppRoute = {
  name: 'login',
  path: '/login',
  titleKey: 'route.login',
  hidden: true,
  permission: null,
  page: () => import('./pages/login-page.tsx').then((m) => m.LoginPage),
};
