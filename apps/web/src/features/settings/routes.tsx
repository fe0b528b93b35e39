import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withSettingsExtrasStrings } from './lib/settings-extras-strings.ts';
import { withQualificationStrings } from './qualifications/lib/qualification-strings.ts';

/** 店铺设置 (§2 settings): the group other areas mount their settings pages into from
 * src/app/routes.tsx (invoice settings first). It needs no permission of its own: the menu drops
 * it when none of its pages is granted. Issue 24 adds the goods warning page, the API keys and the
 * hidden grade application (reached from the dashboard's shop card and the shop settings page). */
export const settingsRoutes: AppRoute[] = [
  {
    name: 'setting',
    path: '/setting',
    titleKey: 'settings.route.group',
    icon: 'settings',
    redirect: 'invoice-setting',
    permission: null,
    children: [
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
