import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { CatalogueListRepository } from './catalogue-list.repository.ts';
import { GoodsExportRepository } from './goods-export.repository.ts';
import { goodsExportRoutes } from './goods-export.routes.ts';
import { GoodsExportService } from './goods-export.service.ts';
import { GoodsImportRepository } from './goods-import.repository.ts';
import { goodsImportRoutes } from './goods-import.routes.ts';
import { GoodsImportRunner, type CreateGoodsInTrx } from './goods-import-runner.ts';
import { GoodsImportService } from './goods-import.service.ts';

/** The goods area's bulk work (issue 20): import jobs from the Excel template, written through
 * the catalogue's own create (`createInTrx`), and the list's export. Called by goods.module.ts. */
export async function registerGoodsBulk(
  api: FastifyInstance,
  ctx: ModuleContext,
  deps: { createInTrx: CreateGoodsInTrx },
): Promise<void> {
  const repo = new GoodsImportRepository(ctx.db);
  const runner = new GoodsImportRunner(repo, deps.createInTrx, ctx.log, ctx.clock, (error, jobId) =>
    api.log.error({ err: error, jobId }, 'goods import job failed'),
  );
  api.addHook('onClose', async () => runner.close());
  const service = new GoodsImportService(repo, runner, ctx.log, ctx.clock);
  await api.register(
    goodsImportRoutes({ service, guard: ctx.guard, maxBytes: ctx.config.goodsImportMaxBytes }),
  );
  const exporter = new GoodsExportService(
    new CatalogueListRepository(ctx.db),
    new GoodsExportRepository(ctx.db),
  );
  await api.register(goodsExportRoutes({ service: exporter, guard: ctx.guard, clock: ctx.clock }));
}
