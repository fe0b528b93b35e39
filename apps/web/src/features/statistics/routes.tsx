import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withStatisticsStrings } from './lib/statistics-strings.ts';

/** 统计 (issue 25, default generality-overview): the ten reports. Names equal PERMISSION_TREE's;
 * each page is its own lazy chunk with ECharts, so no other area downloads the charts. */
export const statisticsRoutes: AppRoute[] = [
  {
    name: 'statistics',
    path: '/statistics',
    titleKey: 'statistics.route.group',
    icon: 'statistics',
    redirect: 'generality-overview',
    permission: null,
    children: [
      {
        name: 'generality-overview',
        path: 'generality-overview',
        titleKey: 'statistics.route.generality-overview',
        page: withStatisticsStrings(() => import('./pages/overview-page.tsx').then((m) => m.OverviewPage)),
      },
      {
        name: 'goods-analysis',
        path: 'goods-analysis',
        titleKey: 'statistics.route.goods-analysis',
        page: withStatisticsStrings(() => import('./pages/goods-analysis-page.tsx').then((m) => m.GoodsAnalysisPage)),
      },
      {
        name: 'goods-price-sales',
        path: 'goods-price-sales',
        titleKey: 'statistics.route.goods-price-sales',
        page: withStatisticsStrings(() => import('./pages/price-sales-page.tsx').then((m) => m.PriceSalesPage)),
      },
      {
        name: 'hot-selling-goods',
        path: 'hot-selling-goods',
        titleKey: 'statistics.route.hot-selling-goods',
        page: withStatisticsStrings(() => import('./pages/hot-selling-page.tsx').then((m) => m.HotSellingPage)),
      },
      {
        name: 'operate-report',
        path: 'operate-report',
        titleKey: 'statistics.route.operate-report',
        page: withStatisticsStrings(() => import('./pages/operate-report-page.tsx').then((m) => m.OperateReportPage)),
      },
      {
        name: 'buy-analysis',
        path: 'buy-analysis',
        titleKey: 'statistics.route.buy-analysis',
        page: withStatisticsStrings(() => import('./pages/buy-analysis-page.tsx').then((m) => m.BuyAnalysisPage)),
      },
      {
        name: 'sales-statistics',
        path: 'sales-statistics',
        titleKey: 'statistics.route.sales-statistics',
        page: withStatisticsStrings(() => import('./pages/sales-statistics-page.tsx').then((m) => m.SalesStatisticsPage)),
      },
      {
        name: 'regional-analysis',
        path: 'regional-analysis',
        titleKey: 'statistics.route.regional-analysis',
        page: withStatisticsStrings(() => import('./pages/regional-analysis-page.tsx').then((m) => m.RegionalAnalysisPage)),
      },
      {
        name: 'traffic-statistics',
        path: 'traffic-statistics',
        titleKey: 'statistics.route.traffic-statistics',
        page: withStatisticsStrings(() => import('./pages/traffic-statistics-page.tsx').then((m) => m.TrafficStatisticsPage)),
      },
      {
        name: 'collect-statistics',
        path: 'collect-statistics',
        titleKey: 'statistics.route.collect-statistics',
        page: withStatisticsStrings(() => import('./pages/collect-statistics-page.tsx').then((m) => m.CollectStatisticsPage)),
      },
    ],
  },
];
