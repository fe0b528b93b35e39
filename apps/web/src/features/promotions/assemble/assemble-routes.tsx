import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { withAssembleStrings } from './lib/assemble-strings.ts';

/** 拼团 under /promotions (permission `assemble-manager`): the list, and the hidden add / edit
 * page whose tab title says edit with a promotion_id, else add (§2, tab-rules.ts). */
export const assembleRoutes: AppRoute[] = [
  {
    name: 'assemble-manager',
    path: 'assemble-manager',
    titleKey: 'promotions.assembleMenu.assemble',
    page: withAssembleStrings(() => import('./pages/assemble-list-page.tsx').then((m) => m.AssembleListPage)),
  },
  {
    name: 'assemble-add',
    path: 'assemble-add/:promotion_id?',
    titleKey: 'promotions.assembleMenu.assembleAdd',
    hidden: true,
    noCache: true,
    permission: 'assemble-manager',
    page: withAssembleStrings(() => import('./pages/assemble-add-page.tsx').then((m) => m.AssembleAddPage)),
  },
];
