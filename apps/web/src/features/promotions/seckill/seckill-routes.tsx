import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { withActivityStrings } from './lib/activity-strings.ts';

/** 限时抢购 under /promotions (permission `time-limit`). */
export const seckillRoutes: AppRoute[] = [
  {
    name: 'time-limit',
    path: 'time-limit',
    titleKey: 'promotions.seckillMenu.timeLimit',
    page: withActivityStrings(() => import('./pages/seckill-list-page.tsx').then((m) => m.SeckillListPage)),
  },
];
