import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withQualificationStrings } from './qualifications/lib/qualification-strings.ts';

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
    children: [
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
