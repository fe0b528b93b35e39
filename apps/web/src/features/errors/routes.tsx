import type { AppRoute } from '../../shared/routing/app-route.ts';

/** Public: unknown paths are redirected here. */
export const notFoundRoute: AppRoute = {
  name: 'not-found',
  path: '/404',
  titleKey: 'route.notFound',
  hidden: true,
  permission: null,
  page: () => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage),
};
