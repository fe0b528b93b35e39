import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from './route-schema.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it (route-schema.ts builders); undefined for a route built without them. */
  readonly access: RouteAccess | undefined;
  /** The route's schema as registered (zod types for params, querystring, body, response):
   * what the trust suite generates requests from. */
  readonly schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its access class: what the route-access test and the
     * trust suite walk, so a route is covered the moment it exists. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route as it is registered. Call it on the root instance before any route: an
 * onRoute hook only sees routes added after it. Access and schema are read from the route's
 * options when asked, so an onRoute hook of a plugin's own context (registered after this one,
 * run after it) may still classify the routes a third-party plugin adds. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat())
      table.push({
        method: String(method),
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get schema() {
          return route.schema;
        },
      });
  });
  app.decorate('routeTable', table);
}

/** An onRoute hook that gives every route of its context (e.g. a plugin's) the same access class. */
export function classifyRoutes(access: RouteAccess) {
  return (route: RouteOptions) => {
    route.config = { ...route.config, access };
  };
}
