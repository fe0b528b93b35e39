import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodsAnalysisQuery,
  goodsAnalysisReport,
  hotGoodsQuery,
  hotGoodsReport,
} from '@rxdesk/contract/statistics/reports-goods';
import { reportPeriodQuery } from '@rxdesk/contract/statistics/reports-common';
import { overviewReport } from '@rxdesk/contract/statistics/reports-overview';
import {
  buyAnalysisQuery,
  buyAnalysisReport,
  priceSalesQuery,
  priceSalesReport,
} from '@rxdesk/contract/statistics/reports-price';
import { regionQuery, regionReport } from '@rxdesk/contract/statistics/reports-region';
import {
  operateQuery,
  operateReport,
  salesQuery,
  salesReport,
} from '@rxdesk/contract/statistics/reports-sales';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { sellerRoutes, type RouteSchema } from '../../platform/http/route-schema.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';
import * as xlsx from './reports-export.ts';
import type { ReportsService } from './reports.service.ts';

const BASE = '/seller/statistics';

/** The eight order/goods reports, each behind its own permission (= its web route name), each
 * with an `/export` (XLSX of the report's tables, same query). */
export function statisticsRoutes(deps: {
  service: ReportsService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { service } = deps;
    const send = (reply: FastifyReply, what: string, out: { file: Buffer; rows: number }) =>
      sendXlsx(reply, { what, now: deps.clock.now(), total: out.rows, file: out.file });

    /** GET path and path/export under one permission. */
    function report<Q extends z.ZodType, R>(
      path: string,
      permission: string,
      schema: Omit<RouteSchema, 'querystring'> & { querystring: Q; response: { 200: z.ZodType } },
      run: (caller: ReturnType<typeof callerOf>, query: z.output<Q>) => Promise<R>,
      toXlsx: (report: R) => Promise<{ file: Buffer; rows: number }>,
      runForExport = run,
    ) {
      const { read } = sellerRoutes(deps.guard, ['statistics'], permission);
      r.get(`${BASE}/${path}`, read(schema), (req) => run(callerOf(req), req.query as z.output<Q>));
      r.get(
        `${BASE}/${path}/export`,
        read({
          summary: `${schema.summary} — as XLSX`,
          querystring: schema.querystring,
          produces: [XLSX_TYPE],
          response: { 200: z.unknown() },
        }),
        async (req, reply) =>
          send(
            reply,
            `statistics-${path}`,
            await toXlsx(await runForExport(callerOf(req), req.query as z.output<Q>)),
          ),
      );
    }

    report(
      'overview',
      'generality-overview',
      {
        summary: '概况: the period against the one before, and a daily trend',
        querystring: reportPeriodQuery,
        response: { 200: overviewReport },
      },
      (caller, q) => service.overview(caller, q),
      xlsx.exportOverview,
    );
    report(
      'goods',
      'goods-analysis',
      {
        summary: '商品分析: per goods item, sortable, by category / group, paged',
        querystring: goodsAnalysisQuery,
        response: { 200: goodsAnalysisReport },
      },
      (caller, q) => service.goods(caller, q),
      xlsx.exportGoods,
      // The export takes every matching goods item, not just the page.
      (caller, q) => service.goods(caller, { ...q, page_no: 1, page_size: xlsx.GOODS_EXPORT_MAX }),
    );
    report(
      'price-sales',
      'goods-price-sales',
      {
        summary: '价格销量: units and orders per unit-price range',
        querystring: priceSalesQuery,
        response: { 200: priceSalesReport },
      },
      (caller, q) => service.priceSales(caller, q),
      xlsx.exportPriceSales,
    );
    report(
      'hot-goods',
      'hot-selling-goods',
      {
        summary: '热卖商品: top 30 by amount and by units',
        querystring: hotGoodsQuery,
        response: { 200: hotGoodsReport },
      },
      (caller, q) => service.hotGoods(caller, q),
      xlsx.exportHotGoods,
    );
    report(
      'operate',
      'operate-report',
      {
        summary: '运营报告: a month by day or a year by month',
        querystring: operateQuery,
        response: { 200: operateReport },
      },
      (caller, q) => service.operate(caller, q),
      xlsx.exportOperate,
    );
    report(
      'buy-analysis',
      'buy-analysis',
      {
        summary: '购买分析: orders by order value range and by hour',
        querystring: buyAnalysisQuery,
        response: { 200: buyAnalysisReport },
      },
      (caller, q) => service.buyAnalysis(caller, q),
      xlsx.exportBuyAnalysis,
    );
    report(
      'sales',
      'sales-statistics',
      {
        summary: '销售统计: by day / week / month, by channel and payment type',
        querystring: salesQuery,
        response: { 200: salesReport },
      },
      (caller, q) => service.sales(caller, q),
      xlsx.exportSales,
    );
    report(
      'region',
      'regional-analysis',
      {
        summary: '区域分析: by province, or by city of a province',
        querystring: regionQuery,
        response: { 200: regionReport },
      },
      (caller, q) => service.region(caller, q),
      xlsx.exportRegion,
    );
  };
}
