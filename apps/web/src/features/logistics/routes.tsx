import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withLogisticsStrings } from './lib/logistics-strings.ts';

/** 物流管理 (§2 logistics-manage): the express companies the shop uses and its freight templates,
 * one page of tabs. The name equals PERMISSION_TREE's (group `logistics`, page `logistics-manage`). */
export const logisticsRoutes: AppRoute[] = [
  {
    name: 'logistics-manage',
    path: '/logistics-manage',
    titleKey: 'logistics.route.manage',
    icon: 'shop',
    page: withLogisticsStrings(() =>
      import('./pages/logistics-manage-page.tsx').then((m) => m.LogisticsManagePage),
    ),
  },
];
