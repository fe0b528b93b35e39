import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withLogsStrings } from './lib/logs-strings.ts';

/** 日志管理 (§2 /logs): the operation log. Names equal PERMISSION_TREE's (a test checks); a founder
 * holds every permission, another role needs `operate-log` (and `logs`, which the roles dialog
 * grants with it). */
export const logsRoutes: AppRoute[] = [
  {
    name: 'logs',
    path: '/logs',
    titleKey: 'logs.route.group',
    icon: 'settings',
    redirect: 'operate-log',
    children: [
      {
        name: 'operate-log',
        path: 'operate-log',
        titleKey: 'logs.route.operateLog',
        page: withLogsStrings(() => import('./pages/operate-log-page.tsx').then((m) => m.OperateLogPage)),
      },
    ],
  },
];
