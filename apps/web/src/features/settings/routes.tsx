import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withShopSettingsStrings } from './lib/shop-settings-strings.ts';

/** 店铺设置 (§2 settings): the shop's own settings (the group's default) and its stores; other
 * areas mount their settings pages into the group from src/app/routes.tsx (invoice settings). The
 * group needs no permission of its own: the menu drops it when none of its pages is granted. */
export const settingsRoutes: AppRoute[] = [
  {
    name: 'setting',
    path: '/setting',
    titleKey: 'settings.route.group',
    icon: 'settings',
    redirect: 'sw-shop-setting',
    permission: null,
    children: [
      {
        name: 'sw-shop-setting',
        path: 'sw-shop-setting',
        titleKey: 'settings.route.shop',
        page: withShopSettingsStrings(() =>
          import('./shop/pages/shop-setting-page.tsx').then((m) => m.ShopSettingPage),
        ),
      },
      {
        name: 'store-setting',
        path: 'store-setting',
        titleKey: 'settings.route.store',
        page: withShopSettingsStrings(() =>
          import('./stores/pages/store-setting-page.tsx').then((m) => m.StoreSettingPage),
        ),
      },
    ],
  },
];
