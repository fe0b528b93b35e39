import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withSettingsExtrasStrings } from './lib/settings-extras-strings.ts';
import { withShopSettingsStrings } from './lib/shop-settings-strings.ts';
import { withQualificationStrings } from './qualifications/lib/qualification-strings.ts';

/** 店铺设置 (§2 settings): the shop's own settings (the group's default), its stores, goods warning
 * and rules, the hidden grade application (reached from the shop settings page and the dashboard's
 * shop card), qualifications and open-API keys; other areas mount their settings pages into the
 * group from src/app/routes.tsx (invoice settings). The group needs no permission of its own: the
 * menu drops it when none of its pages is granted. */
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
      {
        name: 'goods-warning-setting',
        path: 'goods-warning-setting',
        titleKey: 'settings.route.goodsWarning',
        page: withSettingsExtrasStrings(() =>
          import('./goods-warning/goods-warning-page.tsx').then((m) => m.GoodsWarningPage),
        ),
      },
      {
        name: 'grade-application',
        path: 'grade-application',
        titleKey: 'settings.route.gradeApplication',
        hidden: true,
        page: withSettingsExtrasStrings(() =>
          import('./grades/grade-application-page.tsx').then((m) => m.GradeApplicationPage),
        ),
      },
      {
        name: 'api-keys',
        path: 'api-keys',
        titleKey: 'settings.route.apiKeys',
        page: withSettingsExtrasStrings(() =>
          import('./api-keys/api-keys-page.tsx').then((m) => m.ApiKeysPage),
        ),
      },
      // 资质管理 (issue 24): the business licence and the pharmacy's licences.
      {
        name: 'zz-gl',
        path: 'zz-gl',
        titleKey: 'settings.route.qualifications',
        page: withQualificationStrings(() =>
          import('./qualifications/pages/qualifications-page.tsx').then((m) => m.QualificationsPage),
        ),
      },
    ],
  },
];
