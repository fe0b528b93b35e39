import type { AppRoute } from '../../shared/routing/app-route.ts';

/** 物流管理 (§2 /logistics, default logistics-manage). Names equal PERMISSION_TREE's. */
export const logisticsRoutes: AppRoute[] = [
  {
    name: 'logistics',
    path: '/logistics',
    titleKey: 'logistics.route.group',
    icon: 'settings',
    redirect: 'logistics-manage',
    permission: null,
    children: [
      {
        name: 'logistics-manage',
        path: 'logistics-manage',
        titleKey: 'logistics.route.manage',
        page: () => import('./pages/logistics-manage-page.tsx').then((m) => m.LogisticsManagePage),
      },
    ],
  },
];
