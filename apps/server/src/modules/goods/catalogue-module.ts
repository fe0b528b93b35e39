import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { CatalogueListRepository } from './catalogue-list.repository.ts';
import { CatalogueQueries } from './catalogue-queries.service.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { CatalogueService } from './catalogue.service.ts';
import { CatalogueSkusRepository } from './catalogue-skus.repository.ts';
import { GoodsChanges } from './goods-changes.ts';
import { GoodsDraftsRepository } from './goods-drafts.repository.ts';
import { goodsDraftsRoutes } from './goods-drafts.routes.ts';
import { GoodsDraftsService } from './goods-drafts.service.ts';
import { GoodsReviewService } from './goods-review.service.ts';
import { goodsShelfRoutes } from './goods-shelf.routes.ts';
import { GoodsShelfService, type RxLicenceCheck } from './goods-shelf.service.ts';
import { SkuMatrix } from './sku-matrix.ts';

/** The goods catalogue (issue 20): items and their SKU matrix, the first-sale review, shelf and
 * recycle-station actions, batch edits and drafts. Built and registered by goods.module.ts. */
export async function registerCatalogue(
  api: FastifyInstance,
  ctx: ModuleContext,
  licences: RxLicenceCheck,
): Promise<{ catalogue: CatalogueService }> {
  const repo = new CatalogueRepository(ctx.db);
  const skus = new CatalogueSkusRepository(ctx.db);
  const changes = new GoodsChanges(repo, ctx.log, ctx.clock);
  const queries = new CatalogueQueries(repo, new CatalogueListRepository(ctx.db), skus, changes);
  const catalogue = new CatalogueService(repo, new SkuMatrix(skus), changes, queries, ctx.log, ctx.clock);
  const review = new GoodsReviewService(changes, queries);
  const shelf = new GoodsShelfService(repo, skus, changes, ctx.log, ctx.clock, licences);
  const drafts = new GoodsDraftsService(
    new GoodsDraftsRepository(ctx.db),
    repo,
    catalogue,
    ctx.log,
    ctx.clock,
  );
  // Drafts first: their static `draft-goods` segment sits where the items' `{goods_id}` does.
  await api.register(goodsDraftsRoutes({ guard: ctx.guard, drafts }));
  await api.register(catalogueRoutes({ guard: ctx.guard, queries, catalogue, review }));
  await api.register(goodsShelfRoutes({ guard: ctx.guard, shelf }));
  return { catalogue };
}
