import type { AppRoute } from './app-route.ts';

/** The route tree with `children` added to the group named `groupName`: an area whose pages §2
 * places inside another area's group (after-sale's complaint detail under /order) is mounted
 * there by src/app/routes.tsx, so neither feature imports the other. A missing group is an error
 * at start rather than pages silently missing. */
export function mountRoutes(
  routes: readonly AppRoute[],
  groupName: string,
  children: readonly AppRoute[],
  /** Where in the group: after its own children (default) or before them. */
  at: 'end' | 'start' = 'end',
): AppRoute[] {
  let found = false;
  const next = routes.map((route) => {
    if (route.name !== groupName) return route;
    found = true;
    const own = route.children ?? [];
    return { ...route, children: at === 'start' ? [...children, ...own] : [...own, ...children] };
  });
  if (!found) throw new Error(`mountRoutes: no route group named ${groupName}`);
  return next;
}
