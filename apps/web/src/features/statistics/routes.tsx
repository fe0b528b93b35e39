import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withStatisticsStrings } from './lib/statistics-strings.ts';

/* Route name = path = permission name; the title is `statistics.route.<name>`. Written as one list
 * with one dynamic import (pages/report-pages.ts) because this file ships with the login page's
 * route tree, which has a tight weight budget. */
const REPORTS = [
  'generality-overview',
  'goods-analysis',
  'goods-price-sales',
  'hot-selling-goods',
  'operate-report',
  'buy-analysis',
  'sales-statistics',
  'regional-analysis',
  'traffic-statistics',
  'collect-statistics',
];

/** 统计分析 (issue 25, default generality-overview): the ten reports in the menu's order. The pages
 * are a lazy chunk with ECharts, so no other area downloads the charts. */
export const statisticsRoutes: AppRoute[] = [
  {
    name: 'statistics',
    path: '/statistics',
    titleKey: 'statistics.route.group',
    icon: 'statistics',
    redirect: 'generality-overview',
    permission: null,
    children: REPORTS.map((name) => ({
      name,
      path: name,
      titleKey: `statistics.route.${name}`,
      page: withStatisticsStrings(() =>
        import('./pages/report-pages.ts').then((m) => m.REPORT_PAGES[name] as React.ComponentType),
      ),
    })),
  },
];
