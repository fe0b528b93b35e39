import type { AppRoute } from '../../shared/routing/app-route.ts';

/** 店铺设置 (§2 settings): the group other areas mount their settings pages into from
 * src/app/routes.tsx (invoice settings first). It needs no permission of its own: the menu drops
 * it when none of its pages is granted. */
export const settingsRoutes: AppRoute[] = [
  {
    name: 'setting',
    path: '/setting',
    titleKey: 'settings.route.group',
    icon: 'settings',
    redirect: 'invoice-setting',
    permission: null,
    children: [],
  },
];
