import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { withGiftStrings } from './lib/gift-strings.ts';

/** 赠品 (gift-manager), a child of the promotions group. The name equals PERMISSION_TREE's. */
export const giftRoutes: AppRoute[] = [
  {
    name: 'gift-manager',
    path: 'gift-manager',
    titleKey: 'promotions.giftRoute.list',
    page: withGiftStrings(() => import('./pages/gift-list-page.tsx').then((m) => m.GiftListPage)),
  },
];
