import type { AppRoute } from '../../shared/routing/app-route.ts';

/** 限购药品管控 (§2 controlOrder menu): goods list, switch, control orders, registration template,
 * and the hidden order detail. Names equal PERMISSION_TREE's (a test checks). The group is a menu
 * heading needing no permission of its own (a pharmacist may hold controlOrder alone); the hidden
 * detail needs controlOrder, like the list it belongs to. */
export const drugControlRoutes: AppRoute[] = [
  {
    name: 'control',
    path: '/control',
    titleKey: 'drug-control.route.group',
    icon: 'control',
    redirect: 'controlGoods',
    permission: null,
    children: [
      {
        name: 'controlGoods',
        path: 'controlGoods',
        titleKey: 'drug-control.route.goods',
        page: () => import('./pages/control-goods-page.tsx').then((m) => m.ControlGoodsPage),
      },
      {
        name: 'controlSwitch',
        path: 'controlSwitch',
        titleKey: 'drug-control.route.switch',
        page: () => import('./pages/control-switch-page.tsx').then((m) => m.ControlSwitchPage),
      },
      {
        name: 'controlOrder',
        path: 'controlOrder',
        titleKey: 'drug-control.route.orders',
        page: () => import('./pages/control-order-list-page.tsx').then((m) => m.ControlOrderListPage),
      },
      {
        name: 'controlTemplate',
        path: 'controlTemplate',
        titleKey: 'drug-control.route.template',
        page: () => import('./pages/control-template-page.tsx').then((m) => m.ControlTemplatePage),
      },
      {
        name: 'controlOrderDetail',
        path: 'controlOrderDetail/:sn',
        titleKey: 'drug-control.route.orderDetail',
        hidden: true,
        permission: 'controlOrder',
        page: () => import('./pages/control-order-detail-page.tsx').then((m) => m.ControlOrderDetailPage),
      },
    ],
  },
];
