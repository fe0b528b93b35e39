import type { MenuIconName } from '../../shared/routing/menu-icons.tsx';
import type { AppRoute } from '../../shared/routing/app-route.ts';

export interface MenuNode {
  /** The full path: the menu key and the navigation target. */
  key: string;
  titleKey: string;
  icon?: MenuIconName;
  children?: MenuNode[];
}

/** Joins a child path onto its parent's; absolute child paths stand alone. */
export function resolvePath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${base}/${path}`;
}

/**
 * The sidebar menu from the (already permission-filtered) route tree: hidden routes are left
 * out; a group whose children are all hidden or filtered away shows as a plain item if it has a
 * page of its own, and not at all otherwise.
 */
export function buildMenu(routes: readonly AppRoute[], parentPath = ''): MenuNode[] {
  return routes.flatMap((route): MenuNode[] => {
    if (route.hidden) return [];
    const key = resolvePath(parentPath, route.path);
    const children = buildMenu(route.children ?? [], key);
    const base = { key, titleKey: route.titleKey, ...(route.icon ? { icon: route.icon } : {}) };
    if (children.length > 0) return [{ ...base, children }];
    return route.page ? [base] : [];
  });
}
