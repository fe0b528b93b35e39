import type { RouteObject } from 'react-router';

let loading: Promise<RouteObject[]> | undefined;

/** The signed-in route table's chunk, fetched once. A failed fetch (a network blip) is forgotten so
 * the next navigation tries again instead of failing for the rest of the page's life. */
export function loadLayoutRouteObjects(): Promise<RouteObject[]> {
  loading ??= import('./layout-route-objects.ts').then(
    (m) => m.layoutRouteObjects,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
