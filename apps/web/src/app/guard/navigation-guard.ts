import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { rolePermissionsQueryOptions } from '../../features/auth/api/get-role-permissions.ts';
import { seesEverything, type Permissions } from '../../shared/permissions/has-permission.ts';
import { endSessionWithAlert, type SignOutReason } from '../../shared/session/session-alerts.ts';
import { loginPath } from '../../shared/session/login-path.ts';
import { readRefreshToken, readShop, readUser } from '../../shared/session/session-storage.ts';
import { closeStatusQueryOptions } from '../../shared/shop/api/get-close-status.ts';
import { shopQueryOptions } from '../../shared/shop/api/get-shop.ts';
import { isTrailAllowed } from '../permissions/filter-routes.ts';
import { queryClient } from '../query-client.ts';
import { appRouteOf } from '../route-objects.tsx';

export interface GuardData {
  permissions: Permissions;
}

/** Set once the shop and permissions were loaded in this page load. After that a failed
 * close-status check (a network blip) no longer signs the user out. */
let verified = false;

/** Shows the reason, signs out and never resolves: the page reloads into /login meanwhile, and
 * nothing of the protected layout renders behind the alert. */
function halt(reason: SignOutReason, forwardPath: string): Promise<never> {
  void endSessionWithAlert(reason, forwardPath);
  return new Promise<never>(() => undefined);
}

/**
 * The §2 navigation guard, run as the loader of the signed-in layout on every navigation:
 * no refresh token → /login?forward; shop closed → alert, sign-out; shop info fetched if not
 * cached; permissions loaded (founders and role 0 skip it) or else "verification failed";
 * a page the role may not open → /404.
 */
export function createNavigationGuard(layoutRoutes: () => Promise<RouteObject[]>) {
  return async function navigationGuard({ request }: LoaderFunctionArgs): Promise<GuardData> {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    if (!readRefreshToken()) throw redirect(loginPath(here));
    const user = readUser();
    if (!user) return halt('expired', here);

    try {
      const closed = await queryClient.fetchQuery(closeStatusQueryOptions());
      if (closed === 1) return halt('shopClosed', here);
    } catch {
      if (!verified) return halt('verifyFailed', here);
    }

    let permissions: Permissions;
    try {
      if (!readShop()) await queryClient.fetchQuery(shopQueryOptions());
      permissions = seesEverything(user)
        ? 'all'
        : await queryClient.fetchQuery(rolePermissionsQueryOptions(user.role_id));
    } catch {
      return halt('verifyFailed', here);
    }
    verified = true;

    const trail = (matchRoutes(await layoutRoutes(), url.pathname) ?? []).flatMap((match) => {
      const route = appRouteOf(match.route);
      return route ? [route] : [];
    });
    if (!isTrailAllowed(trail, permissions)) throw redirect('/404');
    return { permissions };
  };
}

/** /login: a signed-in user is sent on to / (§2). */
export function redirectSignedIn(): Response | null {
  return readRefreshToken() ? redirect('/') : null;
}
