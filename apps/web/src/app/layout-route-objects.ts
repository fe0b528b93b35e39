import { toRouteObject } from './route-objects.tsx';
import { layoutRoutes } from './routes.tsx';

/** The signed-in pages as React Router routes: imported only through load-layout-routes.ts, so the
 * route table (every area's routes, titles and page loaders) stays out of the login page. */
export const layoutRouteObjects = layoutRoutes.map(toRouteObject);
