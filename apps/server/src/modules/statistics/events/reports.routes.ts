import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectQuery, collectReport } from '@rxdesk/contract/statistics/collect';
import { trafficQuery, trafficReport } from '@rxdesk/contract/statistics/traffic';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import type { Clock } from '../../../platform/clock.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import { sendXlsx, XLSX_TYPE } from '../../../platform/xlsx/xlsx-download.ts';
import type { CollectService } from './collect.service.ts';
import { collectWorkbook, trafficWorkbook } from './reports-export.ts';
import type { TrafficService } from './traffic.service.ts';

const BASE = '/seller/statistics';

/** 流量统计 (traffic-statistics) and 收藏统计 (collect-statistics), each with its XLSX export. */
export function reportsRoutes(deps: {
  traffic: TrafficService;
  collect: CollectService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const traffic = sellerRoutes(deps.guard, ['statistics'], 'traffic-statistics');
    const collect = sellerRoutes(deps.guard, ['statistics'], 'collect-statistics');

    r.get(
      `${BASE}/traffic`,
      traffic.read({
        summary: 'Shop views and visitors per day or month of the period, top 30 goods by views',
        querystring: trafficQuery,
        response: { 200: trafficReport },
      }),
      (req) => deps.traffic.report(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/traffic/export`,
      traffic.read({
        summary: 'The traffic report as XLSX (same period and unit)',
        querystring: trafficQuery,
        produces: [XLSX_TYPE],
        response: { 200: z.unknown() },
      }),
      async (req, reply) => {
        const { file, rows } = await trafficWorkbook(await deps.traffic.report(callerOf(req), req.query));
        return sendXlsx(reply, { what: 'traffic', now: deps.clock.now(), total: rows, file });
      },
    );
    r.get(
      `${BASE}/collect`,
      collect.read({
        summary: 'Goods by current favourites (top 50) with the period added / removed, and the daily trend',
        querystring: collectQuery,
        response: { 200: collectReport },
      }),
      (req) => deps.collect.report(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/collect/export`,
      collect.read({
        summary: 'The collect report as XLSX (same period)',
        querystring: collectQuery,
        produces: [XLSX_TYPE],
        response: { 200: z.unknown() },
      }),
      async (req, reply) => {
        const { file, rows } = await collectWorkbook(await deps.collect.report(callerOf(req), req.query));
        return sendXlsx(reply, { what: 'collect', now: deps.clock.now(), total: rows, file });
      },
    );
  };
}
