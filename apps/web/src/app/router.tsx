import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loginRoute } from '../features/auth/routes.tsx';
import { notFoundRoute } from '../features/errors/routes.tsx';
import { loadSignedInStrings } from '../i18n/i18n.ts';
import { GUARD_ROUTE_ID } from './guard/guard-route-id.ts';
import { createNavigationGuard, redirectSignedIn } from './guard/navigation-guard.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { HOME_PATH } from './home-path.ts';
import { loadLayoutRouteObjects } from './load-layout-routes.ts';
import { toRouteObject } from './route-objects.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** The signed-in frame's chunk, with the signed-in areas' strings it renders with and the route
 * table it navigates. */
const loadMainLayout = () =>
  Promise.all([import('./layout/main-layout.tsx'), loadSignedInStrings(), loadLayoutRouteObjects()]).then(
    ([layout]) => layout,
  );

let layoutRoutesPatched = false;

/** Lazy route discovery: the signed-in pages join the tree under the guarded layout on the first
 * navigation that needs them (any path the static routes do not fully match), never on /login. */
async function patchLayoutRoutes({ patch }: { patch: (routeId: string, children: RouteObject[]) => void }) {
  if (layoutRoutesPatched) return;
  const children = await loadLayoutRouteObjects();
  // Two navigations may have waited for the same chunk: the first one patches.
  if (layoutRoutesPatched) return;
  layoutRoutesPatched = true;
  patch(GUARD_ROUTE_ID, children);
}

/** The login page does not load the signed-in frame; once someone starts signing in (a key or a
 * click), it is fetched while they type, so the sign-in itself does not wait for it. */
function prefetchLayoutOnIntent(): void {
  const events = ['keydown', 'pointerdown'] as const;
  const prefetch = () => {
    events.forEach((name) => document.removeEventListener(name, prefetch, true));
    void loadMainLayout();
  };
  events.forEach((name) => document.addEventListener(name, prefetch, true));
}

function loginLoader(): Response | null {
  const signedIn = redirectSignedIn();
  if (!signedIn) prefetchLayoutOnIntent();
  return signedIn;
}

/** History-mode router (§2). Public pages sit beside the guarded layout; everything the menu
 * shows lives under the layout, whose loader is the navigation guard. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <RootShell />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageSpinner />,
        children: [
          { ...toRouteObject(loginRoute), loader: loginLoader },
          toRouteObject(notFoundRoute),
          {
            id: GUARD_ROUTE_ID,
            path: '/',
            // The signed-in frame (sidebar, tabs, live connection…) is its own chunk: /login never
            // loads it. The guard (loader) runs while the chunk loads.
            lazy: async () => ({ Component: (await loadMainLayout()).MainLayout }),
            loader: createNavigationGuard(loadLayoutRouteObjects),
            // §2: the guard runs on every navigation, not only when params change.
            shouldRevalidate: () => true,
            hydrateFallbackElement: <PageSpinner />,
            // Redirect-only routes render nothing (element: null keeps the router from warning).
            // The pages themselves are patched in by patchLayoutRoutes.
            children: [{ index: true, loader: () => redirect(HOME_PATH), element: null }],
          },
          { path: '*', loader: () => redirect(notFoundRoute.path), element: null },
        ],
      },
    ],
    { patchRoutesOnNavigation: patchLayoutRoutes },
  );
}
