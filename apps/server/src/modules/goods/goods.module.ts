import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { CategoriesService } from './categories.service.ts';
import { GoodsRepository } from './goods.repository.ts';
import { goodsRoutes } from './goods.routes.ts';
import { GoodsService } from './goods.service.ts';
import { StandardGoodsRepository } from './standard.repository.ts';
import { standardGoodsRoutes } from './standard.routes.ts';
import { StandardGoodsService } from './standard.service.ts';
import { registerGoodsExtras } from './goods-extras.module.ts';
import { registerCatalogue } from './catalogue-module.ts';
import { StockPort } from './stock-port.ts';
import { StockRepository } from './stock.repository.ts';
import { stockRoutes } from './stock.routes.ts';
import { StockService } from './stock.service.ts';
import { registerGoodsBulk } from './goods-bulk.ts';
import type { RxLicenceCheck } from './goods-shelf.service.ts';

export type { StockPort };
export type { Allocation, StockCause, LineStock } from './stock-port.ts';

export interface GoodsPorts {
  stock: StockPort;
}

/** The goods area: the goods and category pickers, and the stock other areas take and put back. */
export async function registerGoodsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  deps: { licences: RxLicenceCheck },
): Promise<GoodsPorts> {
  const repo = new GoodsRepository(ctx.db);
  await api.register(goodsRoutes({ service: new GoodsService(repo), guard: ctx.guard }));
  const categories = new CategoriesService(new CategoriesRepository(ctx.db));
  await api.register(categoriesRoutes({ service: categories, guard: ctx.guard }));
  const standard = new StandardGoodsService(new StandardGoodsRepository(ctx.db));
  await api.register(standardGoodsRoutes({ service: standard, guard: ctx.guard }));
  const { catalogue } = await registerCatalogue(api, ctx, deps.licences);
  await registerGoodsExtras(api, ctx);
  await registerGoodsBulk(api, ctx, { createInTrx: (...a) => catalogue.createManyInTrx(...a) });
  const stock = new StockService(new StockRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(stockRoutes({ service: stock, guard: ctx.guard }));
  return { stock: new StockPort(ctx.db) };
}
