import { Navigate, type RouteObject, type UIMatch } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route.ts';

/** What every route object built from an AppRoute carries, for menus, breadcrumbs and tabs. */
export interface RouteHandle {
  appRoute: AppRoute;
}

export function appRouteOf(match: { handle?: UIMatch['handle'] }): AppRoute | undefined {
  const handle = match.handle as RouteHandle | undefined;
  return handle?.appRoute;
}

/** Turns one node of the route tree into a React Router route: lazy page, default-child redirect. */
export function toRouteObject(route: AppRoute): RouteObject {
  const children: RouteObject[] = (route.children ?? []).map(toRouteObject);
  if (route.redirect) children.unshift({ index: true, element: <Navigate to={route.redirect} replace /> });
  const { page } = route;
  return {
    path: route.path,
    handle: { appRoute: route } satisfies RouteHandle,
    ...(page ? { lazy: async () => ({ Component: await page() }) } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}
