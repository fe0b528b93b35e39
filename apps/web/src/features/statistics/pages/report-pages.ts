import type { ComponentType } from 'react';
import { BuyAnalysisPage } from './buy-analysis-page.tsx';
import { CollectStatisticsPage } from './collect-statistics-page.tsx';
import { GoodsAnalysisPage } from './goods-analysis-page.tsx';
import { HotSellingPage } from './hot-selling-page.tsx';
import { OperateReportPage } from './operate-report-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { PriceSalesPage } from './price-sales-page.tsx';
import { RegionalAnalysisPage } from './regional-analysis-page.tsx';
import { SalesStatisticsPage } from './sales-statistics-page.tsx';
import { TrafficStatisticsPage } from './traffic-statistics-page.tsx';

/** The ten reports by route name, in the menu's order: one lazy chunk for the statistics area (the
 * pages share ECharts and the report kit anyway), so the route tree — which ships with the login
 * page — holds a single dynamic import instead of ten. */
export const REPORT_PAGES: Record<string, ComponentType> = {
  'generality-overview': OverviewPage,
  'goods-analysis': GoodsAnalysisPage,
  'goods-price-sales': PriceSalesPage,
  'hot-selling-goods': HotSellingPage,
  'operate-report': OperateReportPage,
  'buy-analysis': BuyAnalysisPage,
  'sales-statistics': SalesStatisticsPage,
  'regional-analysis': RegionalAnalysisPage,
  'traffic-statistics': TrafficStatisticsPage,
  'collect-statistics': CollectStatisticsPage,
};
