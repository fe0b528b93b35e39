import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withAsksStrings } from './lib/asks-strings.ts';

/** 客服 (§2 /customer-service): 商品咨询, buyers' questions on goods. Names are the §6 identifiers
 * and equal PERMISSION_TREE's; the group needs no permission of its own (the menu drops it when
 * its page is not granted). */
export const consultationsRoutes: AppRoute[] = [
  {
    name: 'customer-service',
    path: '/customer-service',
    titleKey: 'consultations.route.group',
    icon: 'assistant',
    redirect: 'goods-ask-list',
    permission: null,
    children: [
      {
        name: 'goods-ask-list',
        path: 'goods-ask-list',
        titleKey: 'consultations.route.list',
        page: withAsksStrings(() => import('./pages/ask-list-page.tsx').then((m) => m.AskListPage)),
      },
    ],
  },
];
