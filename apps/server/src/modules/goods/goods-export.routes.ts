import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodsExportQuery, goodsFile } from '@rxdesk/contract/goods/goods-import';
import type { Clock } from '../../platform/clock.ts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GoodsExportService } from './goods-export.service.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';

/** GET seller/goods/export — what the goods list shows under the same filters (every page), as
 * the order export does it: streamed, the item count in `x-export-rows`. */
export function goodsExportRoutes(deps: {
  service: GoodsExportService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['goods'], 'goods-list');
    r.get(
      '/seller/goods/export',
      read({
        summary: 'Export the filtered goods and their SKUs as XLSX (streamed)',
        querystring: goodsExportQuery,
        produces: [XLSX_TYPE],
        response: { 200: goodsFile },
      }),
      async (req, reply) => {
        const { total, file } = await deps.service.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'goods', now: deps.clock.now(), total, file: file });
      },
    );
  };
}
