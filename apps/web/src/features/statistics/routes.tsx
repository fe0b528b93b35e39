import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withStatisticsStrings } from './lib/statistics-strings.ts';

/* Route name = path = permission name; the title is `statistics.route.<name>`. Written as one table
 * because this file ships with the login page's route tree, which has a tight weight budget. */
const REPORTS: Record<string, () => Promise<React.ComponentType>> = {
  'generality-overview': () => import('./pages/overview-page.tsx').then((m) => m.OverviewPage),
  'goods-analysis': () => import('./pages/goods-analysis-page.tsx').then((m) => m.GoodsAnalysisPage),
  'goods-price-sales': () => import('./pages/price-sales-page.tsx').then((m) => m.PriceSalesPage),
  'hot-selling-goods': () => import('./pages/hot-selling-page.tsx').then((m) => m.HotSellingPage),
  'operate-report': () => import('./pages/operate-report-page.tsx').then((m) => m.OperateReportPage),
  'buy-analysis': () => import('./pages/buy-analysis-page.tsx').then((m) => m.BuyAnalysisPage),
  'sales-statistics': () => import('./pages/sales-statistics-page.tsx').then((m) => m.SalesStatisticsPage),
  'regional-analysis': () => import('./pages/regional-analysis-page.tsx').then((m) => m.RegionalAnalysisPage),
  'traffic-statistics': () =>
    import('./pages/traffic-statistics-page.tsx').then((m) => m.TrafficStatisticsPage),
  'collect-statistics': () =>
    import('./pages/collect-statistics-page.tsx').then((m) => m.CollectStatisticsPage),
};

/** 统计分析 (issue 25, default generality-overview): the ten reports in the menu's order. Each page
 * is a lazy chunk with ECharts, so no other area downloads the charts. */
export const statisticsRoutes: AppRoute[] = [
  {
    name: 'statistics',
    path: '/statistics',
    titleKey: 'statistics.route.group',
    icon: 'statistics',
    redirect: 'generality-overview',
    permission: null,
    children: Object.entries(REPORTS).map(([name, load]) => ({
      name,
      path: name,
      titleKey: `statistics.route.${name}`,
      page: withStatisticsStrings(load),
    })),
  },
];
