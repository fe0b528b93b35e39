import { createBrowserRouter, redirect } from 'react-router';
import { loginRoute } from '../features/auth/routes.tsx';
import { notFoundRoute } from '../features/errors/routes.tsx';
import { loadSignedInStrings } from '../i18n/i18n.ts';
import { GUARD_ROUTE_ID } from './guard/guard-route-id.ts';
import { createNavigationGuard, redirectSignedIn } from './guard/navigation-guard.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { toRouteObject } from './route-objects.tsx';
import { HOME_PATH, layoutRoutes } from './routes.tsx';
import { PageSpinner } from './page-spinner.tsx';

const layoutRouteObjects = layoutRoutes.map(toRouteObject);

/** The signed-in frame's chunk, with the signed-in areas' strings it renders with. */
const loadMainLayout = () =>
  Promise.all([import('./layout/main-layout.tsx'), loadSignedInStrings()]).then(([layout]) => layout);

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
  return createBrowserRouter([
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
          loader: createNavigationGuard(layoutRouteObjects),
          // §2: the guard runs on every navigation, not only when params change.
          shouldRevalidate: () => true,
          hydrateFallbackElement: <PageSpinner />,
          // Redirect-only routes render nothing (element: null keeps the router from warning).
          children: [
            { index: true, loader: () => redirect(HOME_PATH), element: null },
            ...layoutRouteObjects,
          ],
        },
        { path: '*', loader: () => redirect(notFoundRoute.path), element: null },
      ],
    },
  ]);
}
