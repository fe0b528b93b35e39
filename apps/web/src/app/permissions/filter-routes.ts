import type { Permissions } from '../../shared/permissions/has-permission.ts';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';

/** Whether one route (not its children) survives the §6 filter. */
export function isRouteAllowed(route: AppRoute, permissions: Permissions): boolean {
  if (permissions === 'all') return true;
  // §6 keeps hidden routes whatever the role — except a hidden page that names the permission
  // of the list it belongs to (a prescription's audit page): it opens only for those who may
  // open that list, so a link cannot take anyone else there.
  if (route.hidden && route.permission === undefined) return true;
  const identifier = permissionOf(route);
  return identifier === null || permissions.includes(identifier);
}

/**
 * §6: founders and role 0 ('all') keep the whole tree; other roles keep only routes whose
 * identifier they were granted, or hidden ones, applied recursively to children.
 */
export function filterRoutes(routes: readonly AppRoute[], permissions: Permissions): AppRoute[] {
  if (permissions === 'all') return [...routes];
  return routes
    .filter((route) => isRouteAllowed(route, permissions))
    .map((route) =>
      route.children ? { ...route, children: filterRoutes(route.children, permissions) } : route,
    );
}

/** A trail of routes (root → page) is open to the user only if every step is. */
export function isTrailAllowed(trail: readonly AppRoute[], permissions: Permissions): boolean {
  return trail.every((route) => isRouteAllowed(route, permissions));
}
