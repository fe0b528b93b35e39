import type { AppRoute } from '../../shared/routing/app-route.ts';

/** 店员管理 (§2 "clerks and roles with role permission"). The route names are the §6 permission
 * identifiers and equal PERMISSION_TREE's (a test checks), so the group needs `clerks` granted
 * too — the roles dialog grants a parent whenever any of its pages is ticked. */
export const clerksRoutes: AppRoute[] = [
  {
    name: 'clerks',
    path: '/clerks',
    titleKey: 'clerks.route.group',
    icon: 'assistant',
    redirect: 'clerk-list',
    children: [
      {
        name: 'clerk-list',
        path: 'clerk-list',
        titleKey: 'clerks.route.clerkList',
        page: () => import('./pages/clerk-list-page.tsx').then((m) => m.ClerkListPage),
      },
      {
        name: 'role-list',
        path: 'role-list',
        titleKey: 'clerks.route.roleList',
        page: () => import('./pages/role-list-page.tsx').then((m) => m.RoleListPage),
      },
    ],
  },
];
