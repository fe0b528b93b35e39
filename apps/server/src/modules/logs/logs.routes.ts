import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  logEntry,
  logExportQuery,
  logFile,
  logIdParams,
  logListQuery,
  logOperators,
  logRow,
} from '@rxdesk/contract/logs/logs';
import type { Clock } from '../../platform/clock.ts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { LogsService } from './logs.service.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';

const BASE = '/seller/logs';

/** 操作日志: read-only. There is deliberately no PUT, POST or DELETE here — the log is
 * append-only for everyone (the server's own writers add to it; the database refuses changes). */
export function logsRoutes(deps: {
  service: LogsService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['logs'], 'operate-log');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: 'The shop operation log, newest first, filtered',
        querystring: logListQuery,
        response: { 200: pageOf(logRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/operators`,
      read({ summary: 'The shop users who appear in its log', response: { 200: logOperators } }),
      (req) => service.operators(callerOf(req)),
    );
    r.get(
      `${BASE}/export`,
      read({
        summary: 'Export the filtered log as XLSX (streamed)',
        querystring: logExportQuery,
        produces: [XLSX_TYPE],
        response: { 200: logFile },
      }),
      async (req, reply) => {
        const { total, file } = await service.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'operation-log', now: deps.clock.now(), total, file: file });
      },
    );
    r.get(
      `${BASE}/:log_id`,
      read({
        summary: 'One log entry with its detail and before/after values',
        params: logIdParams,
        response: { 200: logEntry },
      }),
      (req) => service.entry(callerOf(req), req.params.log_id),
    );
  };
}
