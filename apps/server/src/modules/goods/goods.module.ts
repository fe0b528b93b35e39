import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { CategoriesService } from './categories.service.ts';
import { GoodsRepository } from './goods.repository.ts';
import { goodsRoutes } from './goods.routes.ts';
import { GoodsService } from './goods.service.ts';
import { registerCatalogue } from './catalogue-module.ts';
import { registerGoodsExtras } from './goods-extras.module.ts';

/** Stock writes other areas make inside their own transaction (`trx`): an order placed or
 * cancelled, an after-sale return or replacement. */
export interface StockPort {
  /** False when there were not `num` units (nothing taken). */
  takeInTrx(trx: Db, shopId: number, goodsId: number, num: number): Promise<boolean>;
  putInTrx(trx: Db, shopId: number, goodsId: number, num: number): Promise<void>;
  levelInTrx(trx: Db, goodsId: number): Promise<number>;
}

export interface GoodsPorts {
  stock: StockPort;
}

/** The goods area: the goods and category pickers, and the stock other areas take and put back. */
export async function registerGoodsModule(api: FastifyInstance, ctx: ModuleContext): Promise<GoodsPorts> {
  const repo = new GoodsRepository(ctx.db);
  await api.register(goodsRoutes({ service: new GoodsService(repo), guard: ctx.guard }));
  const categories = new CategoriesService(new CategoriesRepository(ctx.db));
  await api.register(categoriesRoutes({ service: categories, guard: ctx.guard }));
  await registerCatalogue(api, ctx);
  await registerGoodsExtras(api, ctx);
  return {
    stock: {
      takeInTrx: (trx, shopId, goodsId, num) => repo.takeStockInTrx(trx, shopId, goodsId, num),
      putInTrx: (trx, shopId, goodsId, num) => repo.putStockInTrx(trx, shopId, goodsId, num),
      levelInTrx: (trx, goodsId) => repo.stockLevelInTrx(trx, goodsId),
    },
  };
}
