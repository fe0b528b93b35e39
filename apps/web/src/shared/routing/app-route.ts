import type { ComponentType } from 'react';
import type { MenuIconName } from './menu-icons.tsx';

/**
 * One node of the route tree (DESIGN §6). The router, the sidebar menu, the breadcrumbs, the
 * tab strip and the §6 permission filter all read these, so a page is described exactly once.
 * An area adds its pages in `src/features/<area>/routes.tsx` and is listed in `src/app/routes.tsx`.
 */
export interface AppRoute {
  /** Unique route name: the tab identity and (by default) the §6 permission identifier. */
  name: string;
  /** Path relative to the parent (`order-list`, `detail/:sn`); top-level routes start with `/`. */
  path: string;
  /** i18n key of the menu, breadcrumb and tab title. */
  titleKey: string;
  /** Menu icon (top-level menu entries). */
  icon?: MenuIconName;
  /** Not in the menu (detail pages, editors). Kept by the permission filter whatever the role,
   * unless it names a `permission` (then only for those holding it). */
  hidden?: boolean;
  /** Not kept alive in the tab cache: re-mounted on every visit (editors that must start clean). */
  noCache?: boolean;
  /** §6 identifier; defaults to `name`. `null` = always allowed (the dashboard, the breadcrumb root). */
  permission?: string | null;
  /** For a group: the child path opened when the group's own path is visited. */
  redirect?: string;
  /** Loads the page component; each area becomes its own chunk. */
  page?: () => Promise<ComponentType>;
  children?: AppRoute[];
}

/** The identifier a route is checked against, or null when it needs none. */
export function permissionOf(route: AppRoute): string | null {
  return route.permission === undefined ? route.name : route.permission;
}
