import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './route-schema.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it (route-schema.ts builders); undefined for a route built without them. */
  access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its access class: what the route-access test and the
     * trust suite walk, so a route is covered the moment it exists. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route as it is registered. Call it on the root instance before any route: an
 * onRoute hook only sees routes added after it. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      table.push({ method: String(method), url: route.url, access: route.config?.access });
  });
  app.decorate('routeTable', table);
}
