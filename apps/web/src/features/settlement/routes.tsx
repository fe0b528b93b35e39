import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withSettlementStrings } from './lib/settlement-strings.ts';

/** 结算管理 (issue 23, default settlement-list): the shop's bills and the hidden bill detail
 * (settlement-list's permission). Names equal PERMISSION_TREE's. */
export const settlementRoutes: AppRoute[] = [
  {
    name: 'settlement',
    path: '/settlement',
    titleKey: 'settlement.route.group',
    icon: 'statistics',
    redirect: 'settlement-list',
    permission: null,
    children: [
      {
        name: 'settlement-list',
        path: 'settlement-list',
        titleKey: 'settlement.route.list',
        page: withSettlementStrings(() => import('./pages/bill-list-page.tsx').then((m) => m.BillListPage)),
      },
      {
        name: 'settlement-detail',
        path: 'settlement-detail/:sn',
        titleKey: 'settlement.route.detail',
        hidden: true,
        permission: 'settlement-list',
        page: withSettlementStrings(() =>
          import('./pages/bill-detail-page.tsx').then((m) => m.BillDetailPage),
        ),
      },
    ],
  },
];
