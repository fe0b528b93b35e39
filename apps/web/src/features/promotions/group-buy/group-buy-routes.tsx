import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { withActivityStrings } from '../seckill/lib/activity-strings.ts';

/** 团购 under /promotions (permission `group-buy-manager`): the list, and the hidden goods page
 * of one group buy whose tab title puts the `group_name` query first (§2, tab-rules.ts). */
export const groupBuyRoutes: AppRoute[] = [
  {
    name: 'group-buy-manager',
    path: 'group-buy-manager',
    titleKey: 'promotions.seckillMenu.groupBuy',
    page: withActivityStrings(() =>
      import('./pages/group-buy-list-page.tsx').then((m) => m.GroupBuyListPage),
    ),
  },
  {
    name: 'group-buy-goods',
    path: 'group-buy-goods/:id',
    titleKey: 'promotions.seckillMenu.groupBuyGoods',
    hidden: true,
    permission: 'group-buy-manager',
    page: withActivityStrings(() =>
      import('./pages/group-buy-goods-page.tsx').then((m) => m.GroupBuyGoodsPage),
    ),
  },
];
